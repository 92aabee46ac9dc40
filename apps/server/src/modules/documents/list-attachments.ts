import type { TenantContext } from '../../access/context.js';
import { requireVisibleDocument } from '../../access/documents.js';
import type { Database } from '../../db/client.js';
import { attachmentsOfDocument } from './attachments-repository.js';

/** The attachments of a document the company may see. */
export async function attachmentsOf(db: Database, ctx: TenantContext, documentId: number) {
  const doc = await requireVisibleDocument(db, ctx, documentId);
  return attachmentsOfDocument(db, doc.id);
}
