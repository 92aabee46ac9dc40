import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ErrorCode } from '@docvue/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { documentAttachments } from '../../db/schema/index.js';
import type { BlobStore } from '../../lib/blob-store.js';
import { AppError, notFound } from '../../lib/errors.js';
import { requirePermission } from '../../lib/permissions.js';
import type { TenantContext } from '../../plugins/auth/context.js';
import { appendHistory } from '../history/repository.js';
import { imageToPdf } from '../ocr/index.js';
import { displayNameOf } from '../users/names.js';
import { readBlob } from './blob-bytes.js';
import { sendBlob } from './file-response.js';
import { requireVisibleDocument } from './read-service.js';
import { actorOf } from './workflow-core.js';

export async function attachmentsOf(db: Database, ctx: TenantContext, documentId: number) {
  const { doc } = await requireVisibleDocument(db, ctx, documentId);
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

/** An attachment of a document the caller may see; otherwise 404, like a missing one. */
async function requireVisibleAttachment(db: Database, ctx: TenantContext, attachmentId: number) {
  const [att] = await db
    .select()
    .from(documentAttachments)
    .where(and(eq(documentAttachments.id, attachmentId), isNull(documentAttachments.deletedAt)));
  if (!att) throw notFound('The attachment');
  try {
    await requireVisibleDocument(db, ctx, att.documentId);
  } catch {
    throw notFound('The attachment');
  }
  return att;
}

/** Only the company that attached a file removes it. */
export async function deleteAttachment(db: Database, ctx: TenantContext, attachmentId: number) {
  requirePermission(ctx, 'workWithDocuments');
  const att = await requireVisibleAttachment(db, ctx, attachmentId);
  if (att.companyId !== ctx.companyId) {
    throw new AppError(403, ErrorCode.Forbidden, 'Only the company that attached this file can delete it.');
  }
  const userName = await displayNameOf(db, ctx.user.userId);
  await db.transaction(async (tx) => {
    await tx.update(documentAttachments).set({ deletedAt: new Date() }).where(eq(documentAttachments.id, att.id));
    await appendHistory(tx, att.documentId, actorOf(ctx, userName), [
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

const run = promisify(execFile);

/** Office files become PDFs through LibreOffice when the server has it. */
async function officeToPdf(bytes: Uint8Array, fileName: string): Promise<Buffer> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'docvue-convert-'));
  try {
    const input = path.join(dir, `input${path.extname(fileName)}`);
    await writeFile(input, bytes);
    try {
      await run('soffice', ['--headless', '--convert-to', 'pdf', '--outdir', dir, input], { timeout: 120_000 });
    } catch {
      throw new AppError(
        415,
        ErrorCode.UnsupportedMediaType,
        'This attachment cannot be shown as a PDF on this server (LibreOffice is not installed). Download the original file instead.',
      );
    }
    return await readFile(path.join(dir, 'input.pdf'));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
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
  const file = { sha256: att.blobSha256, size: att.fileSize, mimeType: att.mimeType, fileName: att.fileName };
  if (as === 'original' || att.mimeType === 'application/pdf') {
    return sendBlob(req, reply, store, { ...file, disposition: as === 'pdf' ? 'inline' : 'attachment' });
  }
  const bytes = await readBlob(store, att.blobSha256);
  let pdf: Uint8Array;
  if (att.mimeType.startsWith('image/')) pdf = await imageToPdf(bytes, att.mimeType);
  else if (att.mimeType.startsWith('text/')) {
    throw new AppError(
      415,
      ErrorCode.UnsupportedMediaType,
      'Text files are not shown as PDF. Download the original file instead.',
    );
  } else pdf = await officeToPdf(bytes, att.fileName);
  return reply
    .header('content-type', 'application/pdf')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', `inline; filename="${att.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}.pdf"`)
    .send(Buffer.from(pdf));
}
