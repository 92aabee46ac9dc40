import type { DashboardStatsResponse, DocumentTemplateId } from '@docvue/contracts';
import type { TenantContext } from '../../access/context.js';
import type { Database } from '../../db/client.js';
import { documentTypeNamesOf } from '../../document-index/rows-repository.js';
import { kept, statusRef, utcMonth, type DashboardCounts } from './dashboard-helpers.js';
import { countsByMonth, countsByStatus, countsByTemplate } from './repository.js';

/**
 * `/documentroute/stats`, over the window of `months` (by the day documents were sent): what the
 * company sent per month (every month), sent and received per type, and its sent documents per
 * current status. Bounded by time so its cost follows the window, not the company's history.
 */
export async function getDashboardStats(
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
