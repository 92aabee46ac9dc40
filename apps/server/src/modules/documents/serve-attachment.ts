import type { FastifyReply, FastifyRequest } from 'fastify';
import { requireVisibleAttachment } from '../../access/attachments.js';
import type { TenantContext } from '../../access/context.js';
import { fileOfAttachment } from '../../access/files.js';
import type { Database } from '../../db/client.js';
import { sendBlob } from '../../http/send-blob.js';
import type { BlobStore } from '../../lib/blob-store.js';
import { attachmentAsPdf } from './attachment-pdf.js';

/** An attachment as it came, or as a PDF (`attachment-pdf.ts`) when it is not one. */
export async function serveAttachment(
  db: Database,
  store: BlobStore,
  ctx: TenantContext,
  attachmentId: number,
  as: 'original' | 'pdf',
  req: FastifyRequest,
  reply: FastifyReply,
) {
  const att = await requireVisibleAttachment(db, ctx, attachmentId);
  const file = fileOfAttachment(att);
  if (as === 'original' || att.mimeType === 'application/pdf') {
    return sendBlob(req, reply, store, file, {
      mimeType: att.mimeType,
      fileName: att.fileName,
      disposition: as === 'pdf' ? 'inline' : 'attachment',
    });
  }
  const pdf = await attachmentAsPdf(store, file, { mimeType: att.mimeType, fileName: att.fileName });
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${att.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}.pdf"`)
    .send(pdf);
}
