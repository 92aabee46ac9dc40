import { DocumentTemplate, RouteStatus, type NotReturnedResponse } from '@docvue/contracts';
import type { TenantContext } from '../../access/context.js';
import type { Database } from '../../db/client.js';
import { loadListRows } from '../../document-index/rows-repository.js';
import { kept, type DashboardCounts } from './dashboard-helpers.js';
import { idsInStatuses } from './repository.js';

/** `/documentroute/notReturnedDOs`: division orders the company received and has not signed and returned. */
export async function listNotReturnedDivisionOrders(
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
