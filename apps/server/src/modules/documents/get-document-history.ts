import type { TenantContext } from '../../access/context.js';
import { requireVisibleDocument } from '../../access/documents.js';
import type { Database } from '../../db/client.js';
import { presentHistoryEntry } from '../../document-history/presenter.js';
import { historyOfDocument } from '../../document-history/repository.js';

/** Every change of a document the company may see: edits, workflow steps and views. */
export async function documentHistory(db: Database, ctx: TenantContext, documentId: number) {
  const doc = await requireVisibleDocument(db, ctx, documentId);
  return (await historyOfDocument(db, doc)).map(presentHistoryEntry);
}
