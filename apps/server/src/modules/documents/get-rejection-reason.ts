import type { TenantContext } from '../../access/context.js';
import { requireVisibleDocument } from '../../access/documents.js';
import type { Database } from '../../db/client.js';
import { latestRejectionReason } from '../../document-history/repository.js';

/** Why the document was last rejected, if it was. */
export async function rejectionReason(db: Database, ctx: TenantContext, documentId: number) {
  return { reason: await latestRejectionReason(db, await requireVisibleDocument(db, ctx, documentId)) };
}
