import type { TenantContext } from '../../access/context.js';
import { requireVisibleDocument } from '../../access/documents.js';
import type { Database } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { historyEntryOfDocument } from '../../document-history/repository.js';

/** The records behind one entry of a document's history; an entry of another document does not exist here. */
export async function historyDetails(db: Database, ctx: TenantContext, documentId: number, historyId: number) {
  const entry = await historyEntryOfDocument(db, await requireVisibleDocument(db, ctx, documentId), historyId);
  if (!entry) throw notFound('The history entry');
  return entry.details ?? [];
}
