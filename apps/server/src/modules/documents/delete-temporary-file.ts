import type { TenantContext } from '../../access/context.js';
import { requireSentByCaller } from '../../access/documents.js';
import type { Database } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { deleteTemporaryFiles } from './files-repository.js';

/** Drops the replacement file waiting on a document the caller's company sent. */
export async function deleteTemporaryFile(db: Database, ctx: TenantContext, documentId: number) {
  const doc = await requireSentByCaller(db, ctx, documentId);
  const removed = await deleteTemporaryFiles(db, doc.id);
  if (removed.length === 0) throw notFound('A temporary file');
}
