import type { TenantContext } from '../../access/context.js';
import { requireOwnLegalDocument } from '../../access/legal-documents.js';
import type { Database } from '../../db/client.js';
import { deleteLegalDocumentRow } from './repository.js';

/** Only the company that owns a document deletes it. */
export async function deleteLegalDocument(db: Database, ctx: TenantContext, id: number) {
  const doc = await requireOwnLegalDocument(db, ctx, id);
  await deleteLegalDocumentRow(db, doc.id);
}
