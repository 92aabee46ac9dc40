import type { TenantContext } from '../../access/context.js';
import { documentNotFound } from '../../access/documents.js';
import type { TypeFieldsCache } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import { presentDocument } from './presenter.js';
import { loadVisibleDocumentWithParts } from './repository.js';

/**
 * A document as its screen shows it, without opening it: an export (PIDX) reads it, and a
 * receiver's download is not the first open that makes it Received.
 */
export async function readDocument(db: Database, typeFields: TypeFieldsCache, ctx: TenantContext, documentId: number) {
  const found = await loadVisibleDocumentWithParts(db, typeFields, ctx, documentId);
  if (!found) throw documentNotFound();
  return presentDocument(found.doc, ctx, found.parts, { rejectionReason: found.parts.rejectionReason });
}
