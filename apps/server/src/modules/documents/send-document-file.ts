import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TenantContext } from '../../access/context.js';
import { requireVisibleDocument } from '../../access/documents.js';
import { fileOfDocument, replacementFileOfDocument } from '../../access/files.js';
import type { Database } from '../../db/client.js';
import { sendBlob } from '../../http/send-blob.js';
import type { BlobStore } from '../../lib/blob-store.js';
import { notFound } from '../../lib/errors.js';

/** The file number of a replacement waiting on a document. */
const REPLACEMENT_FILE = '2';

/**
 * A file of a visible document; the same 404 whether hidden, missing or without a file. File 1 is
 * its current file; file 2 the replacement waiting (Replace File), which its sender's viewer shows
 * at once instead of the file it replaces.
 */
export async function sendDocumentFile(
  db: Database,
  store: BlobStore,
  ctx: TenantContext,
  documentId: number,
  disposition: 'inline' | 'attachment',
  http: { req: FastifyRequest; reply: FastifyReply },
  fileNumber = '1',
) {
  const doc = await requireVisibleDocument(db, ctx, documentId);
  if (fileNumber === REPLACEMENT_FILE) {
    const replacement = await replacementFileOfDocument(db, doc);
    if (!replacement) throw notFound('The file');
    return sendBlob(http.req, http.reply, store, replacement, {
      mimeType: replacement.mimeType,
      fileName: replacement.fileName,
      disposition,
    });
  }
  const file = await fileOfDocument(db, doc);
  if (!file) throw notFound('The file');
  return sendBlob(http.req, http.reply, store, file, { mimeType: file.mimeType, fileName: doc.fileName, disposition });
}
