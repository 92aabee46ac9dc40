import type { TenantContext } from '../../access/context.js';
import { requireVisibleDocument } from '../../access/documents.js';
import type { Database } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { presentHistoryEntry } from '../../document-history/presenter.js';
import { historyEntryOfDocument, historyOfDocument, latestRejectionReason } from '../../document-history/repository.js';

/** Every change of a document the company may see: edits, workflow steps and views. */
export async function documentHistory(db: Database, ctx: TenantContext, documentId: number) {
  const doc = await requireVisibleDocument(db, ctx, documentId);
  return (await historyOfDocument(db, doc)).map(presentHistoryEntry);
}

export async function rejectionReason(db: Database, ctx: TenantContext, documentId: number) {
  return { reason: await latestRejectionReason(db, await requireVisibleDocument(db, ctx, documentId)) };
}

/** The records behind one entry of a document's history; an entry of another document does not exist here. */
export async function historyDetails(db: Database, ctx: TenantContext, documentId: number, historyId: number) {
  const entry = await historyEntryOfDocument(db, await requireVisibleDocument(db, ctx, documentId), historyId);
  if (!entry) throw notFound('The history entry');
  return entry.details ?? [];
}
