import { RouteStatus, type DocumentTemplateId, type StatusCount } from '@docvue/contracts';
import type { TenantContext } from '../../access/context.js';
import type { Side } from '../../access/documents.js';
import type { Database } from '../../db/client.js';
import { kept, statusRef, type DashboardCounts } from './dashboard-helpers.js';
import { countsByStatus } from './repository.js';

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
export async function getPaymentStatusCounts(
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
