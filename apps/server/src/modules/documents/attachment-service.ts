import { ErrorCode } from '@docvue/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { requireVisibleAttachment } from '../../access/attachments.js';
import type { TenantContext } from '../../access/context.js';
import { requireVisibleDocument } from '../../access/documents.js';
import { fileOfAttachment } from '../../access/files.js';
import type { Database } from '../../db/client.js';
import { documentAttachments } from '../../db/schema/index.js';
import type { BlobStore } from '../../lib/blob-store.js';
import { AppError } from '../../lib/errors.js';
import { actorFor } from '../../document-history/actor.js';
import { appendHistory } from '../../document-history/repository.js';
import { sendBlob } from '../../http/send-blob.js';
import { attachmentAsPdf } from './attachment-pdf.js';

export async function attachmentsOf(db: Database, ctx: TenantContext, documentId: number) {
  const doc = await requireVisibleDocument(db, ctx, documentId);
  return db
    .select({
      id: documentAttachments.id,
      fileName: documentAttachments.fileName,
      fileSize: documentAttachments.fileSize,
    })
    .from(documentAttachments)
    .where(and(eq(documentAttachments.documentId, doc.id), isNull(documentAttachments.deletedAt)))
    .orderBy(asc(documentAttachments.id));
}

/** Only the company that attached a file removes it. */
export async function deleteAttachment(db: Database, ctx: TenantContext, attachmentId: number) {
  const att = await requireVisibleAttachment(db, ctx, attachmentId);
  if (att.companyId !== ctx.companyId) {
    throw new AppError(ErrorCode.Forbidden, 'Only the company that attached this file can delete it.');
  }
  const actor = await actorFor(db, ctx);
  await db.transaction(async (tx) => {
    await tx.update(documentAttachments).set({ deletedAt: new Date() }).where(eq(documentAttachments.id, att.id));
    await appendHistory(tx, att.document, actor, [
      {
        category: 'Edit',
        operation: 'Attachment Deleted',
        objectType: 'Attachment',
        objectId: att.id,
        oldValue: att.fileName,
      },
    ]);
  });
}

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
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', `inline; filename="${att.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}.pdf"`)
    .send(pdf);
}
