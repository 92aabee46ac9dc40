import type { ProposedLineItems } from '@docvue/contracts';
import type { TenantContext } from '../../access/context.js';
import { requireVisibleDocument } from '../../access/documents.js';
import type { Database } from '../../db/client.js';
import { proposeLineItems } from '../extraction/index.js';
import { lineItemColumnsOf, lineItemRowsOf, valuesByKeyOf } from './extraction-repository.js';
import { ocrPagesShownTo } from './propose-field-values.js';

/** The document's line items, and the rows its pages' table proposes, with the header's coding where a row has none. */
export async function proposedLineItemsOf(
  db: Database,
  ctx: TenantContext,
  documentId: number,
): Promise<ProposedLineItems> {
  const doc = await requireVisibleDocument(db, ctx, documentId);
  const [columns, rows, pages, values] = await Promise.all([
    lineItemColumnsOf(db, doc.documentTypeId),
    lineItemRowsOf(db, doc.id),
    // From the file the caller sees: a replacement waiting, for its sender.
    ocrPagesShownTo(db, doc),
    valuesByKeyOf(db, doc.id),
  ]);
  const { columnHeaders, suggestedRows } = proposeLineItems(columns, pages, values);
  return { columnHeaders, rows: rows.map((r) => r.cells), suggestedRows };
}
