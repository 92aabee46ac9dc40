import type { ProposedLineItems } from '@docvue/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { documentLineItems, lineItemColumns } from '../../db/schema/index.js';
import { proposeLineItems } from '../extraction/index.js';
import { ocrPagesOf } from './extraction-service.js';
import type { TenantContext } from '../../access/context.js';
import { requireVisibleDocument } from '../../access/documents.js';

export async function proposedLineItemsOf(
  db: Database,
  ctx: TenantContext,
  documentId: number,
): Promise<ProposedLineItems> {
  const doc = await requireVisibleDocument(db, ctx, documentId);
  const [columns, rows, pages] = await Promise.all([
    db
      .select()
      .from(lineItemColumns)
      .where(eq(lineItemColumns.documentTypeId, doc.documentTypeId))
      .orderBy(asc(lineItemColumns.sortOrder), asc(lineItemColumns.id)),
    db
      .select()
      .from(documentLineItems)
      .where(eq(documentLineItems.documentId, doc.id))
      .orderBy(asc(documentLineItems.rowNumber)),
    ocrPagesOf(db, doc),
  ]);
  const { columnHeaders, suggestedRows } = proposeLineItems(columns, pages);
  return { columnHeaders, rows: rows.map((r) => r.cells), suggestedRows };
}
