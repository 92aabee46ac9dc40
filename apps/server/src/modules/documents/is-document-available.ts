import type { TenantContext } from '../../access/context.js';
import { findVisibleDocument } from '../../access/documents.js';
import type { Database } from '../../db/client.js';

/** Whether the caller's company may see the document (a link to it may be followed). */
export async function isAvailable(db: Database, ctx: TenantContext, documentId: number) {
  return { available: !!(await findVisibleDocument(db, ctx, documentId)) };
}
