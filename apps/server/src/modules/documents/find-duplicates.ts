import { DocumentTemplate, statusNameOf, type PossibleDuplicate, type RouteStatusId } from '@docvue/contracts';
import type { TenantContext } from '../../access/context.js';
import { requireVisibleDocument } from '../../access/documents.js';
import type { Database } from '../../db/client.js';
import { findDuplicates } from './duplicates-repository.js';

/**
 * How far apart two uploads may be for the same amount, invoice date and PO to count as one
 * invoice sent twice (docs/design.md §8). The invoice number is matched at any distance.
 */
export const DUPLICATE_WINDOW_DAYS = 90;

/**
 * `GET /documents/:id/duplicates`: the sender asks before Send, the receiver's screen asks on
 * open. Only AR invoices have invoice numbers and totals; other documents have none.
 */
export async function findPossibleDuplicates(db: Database, ctx: TenantContext, documentId: number) {
  const doc = await requireVisibleDocument(db, ctx, documentId);
  if (doc.templateId !== DocumentTemplate.ArInvoice) return { items: [] };
  const rows = await findDuplicates(db, ctx.companyId, doc.id, DUPLICATE_WINDOW_DAYS);
  const items: PossibleDuplicate[] = rows.map((r) => ({
    documentId: r.id,
    documentNumber: r.number,
    routeStatusId: r.routeStatusId,
    status: r.routeStatusId === null ? null : statusNameOf(r.routeStatusId as RouteStatusId),
    date: r.date.toISOString(),
    relation: r.earlier ? 'earlier' : 'later',
    matchedOn: [
      ...(r.sameNumber ? (['invoiceNumber'] as const) : []),
      ...(r.sameAmountDatePo ? (['amountDatePo'] as const) : []),
    ],
  }));
  return { items };
}
