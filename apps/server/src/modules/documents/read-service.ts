import { RouteStatus } from '@docvue/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TenantContext } from '../../access/context.js';
import {
  documentNotFound,
  findVisibleDocument,
  requireVisibleDocument,
  type VisibleDocument,
} from '../../access/documents.js';
import { fileOfDocument } from '../../access/files.js';
import { requireCompanyMember } from '../../access/members.js';
import type { TypeFieldsCache } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import { documentReads } from '../../db/schema/index.js';
import type { BlobStore } from '../../lib/blob-store.js';
import { notFound } from '../../lib/errors.js';
import { actorFor } from '../../document-history/actor.js';
import { appendHistory } from '../../document-history/repository.js';
import { applyTransition } from '../status-machine/index.js';
import { sendBlob } from '../../http/send-blob.js';
import { presentDocument } from './presenter.js';
import { documentIdsOfBatch, loadDocumentParts, loadVisibleDocumentWithParts, ocrPageOf } from './repository.js';

/** Received is set the first time anyone of the receiving company (not platform support) opens a sent document. */
async function receiveIfFirstOpen(db: Database, doc: VisibleDocument, ctx: TenantContext) {
  if (doc.routeStatusId !== RouteStatus.Sent || doc.side !== 'receiver' || ctx.user.isGlobal) return doc;
  const actor = await actorFor(db, ctx);
  // Someone else of the company opened it first: they recorded it.
  const received = await db.transaction((tx) =>
    applyTransition(tx, { action: 'receive', doc, by: { ctx, actor }, ifMoved: 'skip' }),
  );
  return received ?? doc;
}

/** Opens a document: the receiver's first open marks it Received. */
export async function getDocument(db: Database, typeFields: TypeFieldsCache, ctx: TenantContext, documentId: number) {
  const found = await loadVisibleDocumentWithParts(db, typeFields, ctx, documentId);
  if (!found) throw documentNotFound();
  const doc = await receiveIfFirstOpen(db, found.doc, ctx);
  // The first open by the receiver moved it (and wrote its history): its parts are read again.
  const parts = doc === found.doc ? found.parts : await loadDocumentParts(db, doc, ctx.user.userId);
  return presentDocument(doc, ctx, parts, { rejectionReason: parts.rejectionReason });
}

/** Read state is per user; the first view of each user is recorded in the Views history. */
export async function markRead(db: Database, ctx: TenantContext, documentId: number) {
  const doc = await requireVisibleDocument(db, ctx, documentId);
  const actor = await actorFor(db, ctx);
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(documentReads)
      .values({ documentId: doc.id, userId: ctx.user.userId })
      .onConflictDoNothing()
      .returning({ documentId: documentReads.documentId });
    if (inserted.length > 0) {
      await appendHistory(tx, doc, actor, [
        { category: 'Read', operation: 'Viewed', objectType: 'Document', objectId: doc.id, objectName: doc.fileName },
      ]);
    }
  });
}

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

/** The words and boxes of one page. */
export async function getOcrPage(db: Database, ctx: TenantContext, documentId: number, page: number) {
  const found = await ocrPageOf(db, await requireVisibleDocument(db, ctx, documentId), page);
  if (!found) throw notFound('The page');
  return { documentPage: found.documentPage, width: found.width, height: found.height, ocrJson: found.words };
}

export async function isAvailable(db: Database, ctx: TenantContext, documentId: number) {
  return { available: !!(await findVisibleDocument(db, ctx, documentId)) };
}

/** The company's documents of one upload batch; of one of its users when `userId` is given. */
export async function batchDocumentIds(db: Database, ctx: TenantContext, batchName: string, userId?: number) {
  const uploader = userId === undefined ? undefined : await requireCompanyMember(db, ctx, userId);
  return documentIdsOfBatch(db, ctx.companyId, batchName, uploader);
}
