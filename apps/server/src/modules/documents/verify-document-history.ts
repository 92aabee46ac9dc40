import type { HistoryChainResponse } from '@docvue/contracts';
import type { TenantContext } from '../../access/context.js';
import { requireVisibleDocument } from '../../access/documents.js';
import type { Database } from '../../db/client.js';
import { firstBrokenEntry } from '../../document-history/chain.js';
import { presentHistoryEntry } from '../../document-history/presenter.js';
import { historyOfDocument } from '../../document-history/repository.js';

/** Recomputes the hash chain of a document the company may see (issue 46.8; chain.ts says what it covers). */
export async function verifyDocumentHistory(
  db: Database,
  ctx: TenantContext,
  documentId: number,
): Promise<HistoryChainResponse> {
  const doc = await requireVisibleDocument(db, ctx, documentId);
  const rows = await historyOfDocument(db, doc);
  const broken = firstBrokenEntry(rows);
  return { intact: !broken, entryCount: rows.length, firstBrokenEntry: broken ? presentHistoryEntry(broken) : null };
}
