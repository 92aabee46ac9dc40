import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TenantContext } from '../../access/context.js';
import { fileOfLegalDocument } from '../../access/files.js';
import { requireReadableLegalDocument } from '../../access/legal-documents.js';
import type { AppContext } from '../../app-context.js';
import { sendBlob } from '../../http/send-blob.js';

/** The file of a document the company owns or a partner shares with it, named in Content-Disposition. */
export async function sendLegalDocument(
  app: Pick<AppContext, 'db' | 'blobs'>,
  ctx: TenantContext,
  id: number,
  http: { req: FastifyRequest; reply: FastifyReply },
) {
  const doc = await requireReadableLegalDocument(app.db, ctx, id);
  return sendBlob(http.req, http.reply, app.blobs, fileOfLegalDocument(doc), {
    mimeType: doc.mimeType,
    fileName: doc.fileName,
    disposition: 'attachment',
  });
}
