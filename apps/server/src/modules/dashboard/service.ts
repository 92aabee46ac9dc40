import {
  DocumentTemplate,
  RouteStatus,
  routeStatusNames,
  type DashboardStatsResponse,
  type DocumentStatusResponse,
  type DocumentTemplateId,
  type NotReturnedResponse,
  type OwnerDocDailyCount,
  type RouteStatusId,
  type StatusCount,
} from '@docvue/contracts';
import type { Database } from '../../db/client.js';
import type { AnnouncedCache } from '../../lib/announced-cache.js';
import type { TenantContext } from '../../access/context.js';
import { documentTypeNamesOf, loadListRows } from '../../document-index/rows-repository.js';
import type { Side } from '../../access/documents.js';
import { numberKeyOf } from '../../document-index/fields.js';
import {
  countsByDay,
  countsByMonth,
  countsByStatus,
  countsByTemplate,
  idsInStatuses,
  returnedDivisionOrdersByDay,
} from './repository.js';

/**
 * The dashboard's counts are read from the company's visibility rows alone, like the lists'
 * totals: kept between requests until the database announces a change of them (migration 0019,
 * the lists' channel), by the rules of lib/announced-cache.ts. The key holds everything a count
 * depends on (the window's first day included: a new day or month reads afresh); what a page shows
 * of each document and the caller's type names are read on every request.
 */
export type DashboardCounts = AnnouncedCache<object>;

const kept = <T extends object>(counts: DashboardCounts, companyId: number, key: string, read: () => Promise<T>) =>
  counts.through<T>(`${Math.trunc(companyId)}|${key}`, companyId, read);

const statusRef = (id: number) => ({ id, name: routeStatusNames[id as RouteStatusId] ?? String(id) });

const utcMonth = (d: Date) => d.toISOString().slice(0, 7);
const utcDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * `/documentroute/stats`, over the window of `months` (by the day documents were sent): what the
 * company sent per month (every month), sent and received per type, and its sent documents per
 * current status. Bounded by time so its cost follows the window, not the company's history.
 */
export async function dashboardStats(
  db: Database,
  counts: DashboardCounts,
  ctx: TenantContext,
  q: { documentTypeId?: DocumentTemplateId | undefined; months: number },
  now = new Date(),
): Promise<DashboardStatsResponse> {
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (q.months - 1), 1));
  const templates = q.documentTypeId ? [q.documentTypeId] : null;
  const [[byMonth, byTemplate, byStatus], names] = await Promise.all([
    kept(counts, ctx.companyId, `stats|${templates?.join(',') ?? ''}|${from.toISOString()}`, () =>
      Promise.all([
        countsByMonth(db, ctx.companyId, 'sender', templates, from),
        countsByTemplate(db, ctx.companyId, from),
        countsByStatus(db, ctx.companyId, 'sender', templates, from),
      ]),
    ),
    documentTypeNamesOf(db, ctx.companyId),
  ]);
  const monthCounts = new Map(byMonth.map((r) => [r.month, r.count]));
  const documentsByMonth = Array.from({ length: q.months }, (_, i) => {
    const month = utcMonth(new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + i, 1)));
    return { month, count: monthCounts.get(month) ?? 0 };
  });
  const perTemplate = new Map<number, { sentCount: number; receivedCount: number }>();
  for (const r of byTemplate) {
    const t = perTemplate.get(r.templateId) ?? { sentCount: 0, receivedCount: 0 };
    if (r.side === 'sender') t.sentCount += r.count;
    else t.receivedCount += r.count;
    perTemplate.set(r.templateId, t);
  }
  return {
    documentsByMonth,
    documentsByDocType: [...perTemplate]
      .sort(([a], [b]) => a - b)
      .map(([templateId, c]) => ({
        documentTypeTemplateId: templateId,
        documentTypeName: names.get(templateId) ?? String(templateId),
        ...c,
      })),
    statusCounts: byStatus
      .filter((r): r is { routeStatusId: number; count: number } => r.routeStatusId !== null)
      .sort((a, b) => a.routeStatusId - b.routeStatusId)
      .map((r) => ({ count: r.count, status: statusRef(r.routeStatusId) })),
  };
}

/** The bars of 'Payment Status': Sent 1 … Resubmitted 6 in id order, zeros included (bar index + 1 = status id). */
const paymentStatuses = [
  RouteStatus.Sent,
  RouteStatus.Received,
  RouteStatus.Approved,
  RouteStatus.Paid,
  RouteStatus.Rejected,
  RouteStatus.Resubmitted,
];

/**
 * `/documentstatus/counts`: the company's sent documents of one template per status, or (side
 * receiver) the ones it received: a purchaser's invoices, as its vendors' 'Payment Status' shows them.
 */
export async function paymentStatusCounts(
  db: Database,
  counts: DashboardCounts,
  ctx: TenantContext,
  templateId: DocumentTemplateId,
  side: Side = 'sender',
): Promise<StatusCount[]> {
  const rows = await kept(counts, ctx.companyId, `status|${side}|${templateId}`, () =>
    countsByStatus(db, ctx.companyId, side, [templateId]),
  );
  const byStatus = new Map(rows.map((r) => [r.routeStatusId, r.count]));
  return paymentStatuses.map((id) => ({ count: byStatus.get(id) ?? 0, status: statusRef(id) }));
}

/** `/documentstatus?documentTypeId=&documentRouteStatusId=`: the company's sent documents in one status, newest first. */
export async function documentsInStatus(
  db: Database,
  counts: DashboardCounts,
  ctx: TenantContext,
  q: { documentTypeId: DocumentTemplateId; documentRouteStatusId: number; page: number; pageSize: number },
): Promise<DocumentStatusResponse> {
  const page = { offset: (q.page - 1) * q.pageSize, limit: q.pageSize };
  const { ids, total } = await kept(
    counts,
    ctx.companyId,
    `inStatus|${q.documentTypeId}|${q.documentRouteStatusId}|${page.offset}|${page.limit}`,
    () => idsInStatuses(db, ctx.companyId, 'sender', q.documentTypeId, [q.documentRouteStatusId], page),
  );
  const numberKey = numberKeyOf[q.documentTypeId];
  const rows = await loadListRows(db, ctx, ids, [...(numberKey ? [numberKey] : []), 'docPurchaserName']);
  return {
    items: rows.map((r) => {
      const number = numberKey ? (r.values.get(numberKey) ?? null) : null;
      return {
        id: r.id,
        documentTypeTemplateId: r.templateId,
        routeStatusId: r.routeStatusId,
        documentNumber: number,
        docInvoiceNumber: number,
        docPurchaserName: r.values.get('docPurchaserName') ?? r.receiverName,
        receiverName: r.receiverName,
        sentAt: r.sentAt?.toISOString() ?? null,
      };
    }),
    totalRecords: total,
    pageSize: q.pageSize,
  };
}

/** `/documentroute/notReturnedDOs`: division orders the company received and has not signed and returned. */
export async function notReturnedDivisionOrders(
  db: Database,
  counts: DashboardCounts,
  ctx: TenantContext,
  q: { page: number; pageSize: number },
): Promise<NotReturnedResponse> {
  const page = { offset: (q.page - 1) * q.pageSize, limit: q.pageSize };
  const { ids, total } = await kept(counts, ctx.companyId, `notReturned|${page.offset}|${page.limit}`, () =>
    idsInStatuses(
      db,
      ctx.companyId,
      'receiver',
      DocumentTemplate.DivisionOrder,
      [RouteStatus.Sent, RouteStatus.Received],
      page,
    ),
  );
  const rows = await loadListRows(db, ctx, ids, ['docDivisionOrderNumber', 'docOwner']);
  return {
    items: rows.map((r) => ({
      id: r.id,
      routeStatusId: r.routeStatusId,
      docDivisionOrderNumber: r.values.get('docDivisionOrderNumber') ?? null,
      docOwner: r.values.get('docOwner') ?? null,
      senderCompanyName: r.senderCompanyName,
      sentAt: r.sentAt?.toISOString() ?? null,
    })),
    totalRecords: total,
    pageSize: q.pageSize,
  };
}

const ownerDocTemplates = {
  divisionOrderCount: DocumentTemplate.DivisionOrder,
  _1099Count: DocumentTemplate.Form1099,
  runStatementCount: DocumentTemplate.RunStatement,
  ownerStatementCount: DocumentTemplate.OwnerStatement,
} as const;

/**
 * `/documentroute/ownerDocReceivedCounts` (side receiver) and `/ownerDocSentCounts` (side sender):
 * division orders, 1099s, run statements and owner statements per UTC day of sending, every day
 * of the window, oldest first. An owner's 'Division Orders Sent' are the orders it returned (owners
 * send division orders back, they do not start them), so the sent side adds those by day of return.
 */
export async function ownerDocDailyCounts(
  db: Database,
  counts: DashboardCounts,
  ctx: TenantContext,
  side: Side,
  days: number,
  now = new Date(),
): Promise<OwnerDocDailyCount[]> {
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - (days - 1)));
  // A returned order's day is its document's last update: the return, which changes its visibility
  // row's status (and so is announced); no transition leaves Returned.
  const [rows, returned] = await kept(counts, ctx.companyId, `daily|${side}|${from.toISOString()}`, () =>
    Promise.all([
      countsByDay(db, ctx.companyId, side, Object.values(ownerDocTemplates), from),
      side === 'sender' ? returnedDivisionOrdersByDay(db, ctx.companyId, from) : Promise.resolve([]),
    ]),
  );
  const perDay = new Map(rows.map((r) => [`${r.day}:${r.templateId}`, r.count]));
  for (const r of returned) {
    const key = `${r.day}:${ownerDocTemplates.divisionOrderCount}`;
    perDay.set(key, (perDay.get(key) ?? 0) + r.count);
  }
  return Array.from({ length: days }, (_, i) => {
    const day = utcDay(new Date(from.getTime() + i * 86_400_000));
    const of = (t: number) => perDay.get(`${day}:${t}`) ?? 0;
    return {
      day,
      divisionOrderCount: of(ownerDocTemplates.divisionOrderCount),
      _1099Count: of(ownerDocTemplates._1099Count),
      runStatementCount: of(ownerDocTemplates.runStatementCount),
      ownerStatementCount: of(ownerDocTemplates.ownerStatementCount),
    };
  });
}
