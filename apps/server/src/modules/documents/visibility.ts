import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { documents } from '../../db/schema/index.js';

export type DocumentRow = typeof documents.$inferSelect;
export type Side = 'sender' | 'receiver';

/**
 * SECURITY-CRITICAL. The one rule of document visibility (DESIGN.md §3): a document is
 * seen by exactly two companies — its sender, and once sent its receiver. Files, OCR pages,
 * history, versions, attachments and downloads all reach their document through this
 * helper, so a route cannot forget the check. A document the caller may not see answers
 * like one that does not exist.
 */
export function visibleTo(companyId: number): SQL {
  return and(
    isNull(documents.deletedAt),
    or(eq(documents.senderCompanyId, companyId), eq(documents.receiverCompanyId, companyId)),
  )!;
}

export function sideOf(doc: DocumentRow, companyId: number): Side {
  return doc.senderCompanyId === companyId ? 'sender' : 'receiver';
}

export async function findVisibleDocument(
  db: Queryable,
  companyId: number,
  documentId: number,
): Promise<{ doc: DocumentRow; side: Side } | undefined> {
  const [doc] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.id, documentId), visibleTo(companyId)));
  return doc ? { doc, side: sideOf(doc, companyId) } : undefined;
}
