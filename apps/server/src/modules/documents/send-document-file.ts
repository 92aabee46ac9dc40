import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TenantContext } from '../../access/context.js';
import { requireVisibleDocument } from '../../access/documents.js';
import { fileOfDocument } from '../../access/files.js';
import type { Database } from '../../db/client.js';
import { sendBlob } from '../../http/send-blob.js';
import type { BlobStore } from '../../lib/blob-store.js';
import { notFound } from '../../lib/errors.js';

/** The current file of a visible document; the same 404 whether hidden, missing or without a file. */
export async function sendDocumentFile(
  db: Database,
  store: BlobStore,
  ctx: TenantContext,
  documentId: number,
  disposition: 'inline' | 'attachment',
  http: { req: FastifyRequest; reply: FastifyReply },
) {
  const doc = await requireVisibleDocument(db, ctx, documentId);
  const file = await fileOfDocument(db, doc);
  if (!file) throw notFound('The file');
  return sendBlob(http.req, http.reply, store, file, { mimeType: file.mimeType, fileName: doc.fileName, disposition });
}
