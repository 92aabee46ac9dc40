import { partyTypeOfMetadataType, RouteStatus, type FileUploadData, type UploadResponse } from '@docvue/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import type { Database, Queryable } from '../../db/client.js';
import {
  blobs,
  documentAttachments,
  documentFiles,
  documentMetadata,
  documents,
  metadataDefinitions,
} from '../../db/schema/index.js';
import type { TenantContext } from '../../access/context.js';
import { requireOwnDocumentType, type OwnDocumentType } from '../../access/document-types.js';
import {
  createdByCaller,
  documentNotFound,
  requireSentByCaller,
  requireVisibleDocument,
  type VisibleDocument,
} from '../../access/documents.js';
import { findOwnParty, type OwnParty } from '../../access/parties.js';
import { JobKind } from '../../jobs/kinds.js';
import { enqueueJob } from '../../jobs/queue.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { imageToPdf } from '../../ocr/index.js';
import { requireProcessablePdf } from '../../ocr/pdf-check.js';
import { refreshDocumentSearch } from '../../document-index/repository.js';
import { actorFor } from '../../document-history/actor.js';
import { appendHistory } from '../../document-history/repository.js';
import { readBlob } from '../../files/blob-bytes.js';
import { sniffFile, unsupportedAttachment, unsupportedDocumentFile } from '../../files/file-kinds.js';
import { documentActions } from './policy.js';
import { discardIfUnreferenced, receiveUpload, type ReceivedFile } from './receive-upload.js';
/** Images become PDFs in memory; a scan larger than this is refused rather than risking the process. */
const MAX_IMAGE_BYTES = 50 * 1024 * 1024;

/** 'Uploaded-[MM/dd/yyyy HH:mm:ss.ms]' (docs/product/documents.md §7). */
export function batchNameFor(d: Date): string {
  const p = (n: number, w = 2) => String(n).padStart(w, '0');
  return `Uploaded-[${p(d.getUTCMonth() + 1)}/${p(d.getUTCDate())}/${d.getUTCFullYear()} ${p(d.getUTCHours())}:${p(
    d.getUTCMinutes(),
  )}:${p(d.getUTCSeconds())}.${p(d.getUTCMilliseconds(), 3)}]`;
}

async function recordBlob(tx: Queryable, sha256: string, size: number, mimeType: string) {
  await tx.insert(blobs).values({ sha256, size, mimeType }).onConflictDoNothing();
}

/** What storing an upload needs besides the database: the files, and the PDF threads with their limits. */
export type UploadServices = Pick<AppContext, 'db' | 'blobs' | 'pdf'> & { config: Pick<AppContext['config'], 'pdf'> };

/**
 * The uploaded file as the PDF a document holds: PDFs as they are once inspected (pages, objects,
 * unpacked size within the limits; refused with 413/422 otherwise), images converted.
 */
async function asDocumentPdf(app: UploadServices, file: ReceivedFile) {
  const store = app.blobs;
  const kind = sniffFile(file.head, file.fileName);
  if (kind?.kind === 'pdf') {
    await requireProcessablePdf(app.pdf, await readBlob(store, file), app.config.pdf);
    return { sha256: file.sha256, size: file.size, fileName: file.fileName };
  }
  if (kind?.kind !== 'image') throw unsupportedDocumentFile();
  if (file.size > MAX_IMAGE_BYTES) throw badRequest('Scanned images can be at most 50 MB; save the scan as a PDF.');
  const pdf = await imageToPdf(await readBlob(store, file), kind.mimeType);
  const put = await store.put(Buffer.from(pdf));
  return { ...put, fileName: file.fileName.replace(/\.[^.]+$/, '') + '.pdf' };
}

/** What an upload will do, decided from `fileUploadData` before any of the file is read. */
export type UploadPlan =
  | { kind: 'attach'; doc: VisibleDocument }
  | { kind: 'replace'; doc: VisibleDocument }
  | { kind: 'create'; type: OwnDocumentType; recipient: OwnParty | undefined; batchName: string | null | undefined };

/** The access gate of an upload: the document, type and party it names must be the caller's to use. */
export async function planUpload(db: Database, ctx: TenantContext, data: FileUploadData): Promise<UploadPlan> {
  if (data.documentId && data.isAttachment) {
    return { kind: 'attach', doc: await requireVisibleDocument(db, ctx, data.documentId) };
  }
  if (data.documentId) {
    const doc = await requireVisibleDocument(db, ctx, data.documentId);
    const actions = documentActions(doc, ctx);
    if (!actions.replaceFile && !actions.edit) {
      if (doc.side !== 'sender') throw documentNotFound();
      throw badRequest('The file of this document can no longer be replaced.');
    }
    return { kind: 'replace', doc };
  }
  if (!data.documentTypeId) throw badRequest('fileUploadData.documentTypeId: choose the type of document.');
  const type = await requireOwnDocumentType(db, ctx, { templateId: data.documentTypeId });
  const recipient = data.receivingPartyId ? await findOwnParty(db, ctx, data.receivingPartyId) : undefined;
  if (data.receivingPartyId && !recipient) throw notFound('The receiving party');
  return { kind: 'create', type, recipient, batchName: data.batchName };
}

/**
 * `POST /documents/upload`: the upload's form field is checked by the access gate (planUpload)
 * before the first byte of the file is read; the file is then stored as the plan says, and the
 * job runner woken for its pages.
 */
export async function uploadDocument(
  app: UploadServices & Pick<AppContext, 'jobs'>,
  ctx: TenantContext,
  req: FastifyRequest,
): Promise<UploadResponse> {
  const { db, blobs: store } = app;
  const { plan, file } = await receiveUpload(req, db, store, (data) => planUpload(db, ctx, data));
  const result = await completeUpload(app, ctx, plan, file);
  app.jobs.kick();
  return result;
}

/** Stores what the plan says with the received file; a file that is not kept is removed. */
export async function completeUpload(
  app: UploadServices,
  ctx: TenantContext,
  plan: UploadPlan,
  file: ReceivedFile,
): Promise<UploadResponse> {
  const { db, blobs: store } = app;
  try {
    if (plan.kind === 'attach') return await attach(db, ctx, plan.doc, file);
    if (plan.kind === 'replace') return await replaceFile(app, ctx, plan.doc, file);
    return await createDocument(app, ctx, plan, file);
  } catch (err) {
    await discardIfUnreferenced(db, store, file.sha256);
    throw err;
  }
}

/**
 * Writes what the upload keeps of its PDF (`write`), then lets go of the bodies nothing keeps:
 * on failure the converted PDF (the received file is completeUpload's), after success the scan's
 * image, which is not kept once it is a PDF. Each stored body is discarded once: a second discard
 * of one put would remove the body under another upload of the same bytes.
 */
async function keepingDocumentPdf<T>(
  app: UploadServices,
  file: ReceivedFile,
  write: (pdf: Awaited<ReturnType<typeof asDocumentPdf>>) => Promise<T>,
): Promise<T> {
  const { db, blobs: store } = app;
  const pdf = await asDocumentPdf(app, file);
  const converted = pdf.sha256 !== file.sha256;
  let written: T;
  try {
    written = await write(pdf);
  } catch (err) {
    if (converted) await discardIfUnreferenced(db, store, pdf.sha256);
    throw err;
  }
  if (converted) await discardIfUnreferenced(db, store, file.sha256);
  return written;
}

async function createDocument(
  app: UploadServices,
  ctx: TenantContext,
  plan: Extract<UploadPlan, { kind: 'create' }>,
  file: ReceivedFile,
): Promise<UploadResponse> {
  return keepingDocumentPdf(app, file, (pdf) => insertUploadedDocument(app.db, ctx, plan, pdf));
}

/**
 * The values a document starts with: the scan date is the day it came in, and the field for
 * the recipient's party type (an AR invoice's Purchaser) names the party it was uploaded for,
 * so lists show who it is for before anyone opens it. Extraction fills only what is still empty.
 */
async function initialValues(tx: Queryable, typeId: number, now: Date, recipient: OwnParty | undefined) {
  const fields = await tx
    .select({
      id: metadataDefinitions.id,
      key: metadataDefinitions.key,
      metadataTypeId: metadataDefinitions.metadataTypeId,
    })
    .from(metadataDefinitions)
    .where(eq(metadataDefinitions.documentTypeId, typeId))
    .orderBy(asc(metadataDefinitions.sortOrder), asc(metadataDefinitions.id));
  const values: { definitionId: number; value: string }[] = [];
  const scanDate = fields.find((f) => f.key === 'scanDate');
  if (scanDate) values.push({ definitionId: scanDate.id, value: now.toISOString().slice(0, 10) });
  const recipientField =
    recipient && fields.find((f) => partyTypeOfMetadataType(f.metadataTypeId) === recipient.partyTypeId);
  if (recipientField) values.push({ definitionId: recipientField.id, value: recipient.name });
  return values;
}

async function insertUploadedDocument(
  db: Database,
  ctx: TenantContext,
  data: { batchName: string | null | undefined; type: OwnDocumentType; recipient: OwnParty | undefined },
  pdf: { sha256: string; size: number; fileName: string },
): Promise<UploadResponse> {
  const { type, recipient } = data;
  const actor = await actorFor(db, ctx);
  const now = new Date();
  const batchName = data.batchName?.trim() || batchNameFor(now);
  const id = await db.transaction(async (tx) => {
    await recordBlob(tx, pdf.sha256, pdf.size, 'application/pdf');
    const [row] = await tx
      .insert(documents)
      .values({
        senderCompanyId: ctx.companyId,
        receivingPartyId: recipient?.id ?? null,
        documentTypeId: type.id,
        templateId: type.templateId,
        routeStatusId: RouteStatus.New,
        fileName: pdf.fileName,
        blobSha256: pdf.sha256,
        fileSize: pdf.size,
        batchName,
        uploadedBy: ctx.user.userId,
        ocrStatus: 'queued',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const doc = createdByCaller(row!, ctx);
    await tx.insert(documentFiles).values({
      documentId: doc.id,
      blobSha256: pdf.sha256,
      fileName: pdf.fileName,
      createdBy: ctx.user.userId,
    });
    const values = await initialValues(tx, type.id, now, recipient);
    if (values.length > 0) {
      await tx.insert(documentMetadata).values(values.map((v) => ({ documentId: doc.id, ...v })));
    }
    // Searchable by its file name and values at once; the page text follows from the OCR job.
    await refreshDocumentSearch(tx, doc);
    await appendHistory(tx, doc, actor, [
      {
        category: 'Workflow',
        operation: 'Uploaded',
        objectType: 'Document',
        objectId: doc.id,
        newValue: pdf.fileName,
      },
    ]);
    await enqueueJob(tx, JobKind.DocumentOcr, { documentId: doc.id });
    return doc.id;
  });
  return { documentId: id, batchName, attachmentId: null, temporaryFileId: null };
}

async function attach(db: Database, ctx: TenantContext, doc: VisibleDocument, file: ReceivedFile) {
  const kind = sniffFile(file.head, file.fileName);
  if (!kind) throw unsupportedAttachment();
  const actor = await actorFor(db, ctx);
  const attachmentId = await db.transaction(async (tx) => {
    await recordBlob(tx, file.sha256, file.size, kind.mimeType);
    const [row] = await tx
      .insert(documentAttachments)
      .values({
        documentId: doc.id,
        companyId: ctx.companyId,
        blobSha256: file.sha256,
        fileName: file.fileName,
        fileSize: file.size,
        mimeType: kind.mimeType,
        createdBy: ctx.user.userId,
      })
      .returning({ id: documentAttachments.id });
    await appendHistory(tx, doc, actor, [
      {
        category: 'Edit',
        operation: 'Attachment Added',
        objectType: 'Attachment',
        objectId: row!.id,
        newValue: file.fileName,
      },
    ]);
    return row!.id;
  });
  return { documentId: doc.id, batchName: doc.batchName, attachmentId, temporaryFileId: null };
}

/** A replacement file is temporary until the document is saved or resubmitted; an earlier one is dropped. */
async function replaceFile(app: UploadServices, ctx: TenantContext, doc: VisibleDocument, file: ReceivedFile) {
  const temporaryFileId = await keepingDocumentPdf(app, file, (pdf) =>
    app.db.transaction(async (tx) => {
      await recordBlob(tx, pdf.sha256, pdf.size, 'application/pdf');
      await tx
        .delete(documentFiles)
        .where(and(eq(documentFiles.documentId, doc.id), eq(documentFiles.isTemporary, true)));
      const [row] = await tx
        .insert(documentFiles)
        .values({
          documentId: doc.id,
          blobSha256: pdf.sha256,
          fileName: pdf.fileName,
          isTemporary: true,
          reason: 'replace',
          createdBy: ctx.user.userId,
        })
        .returning({ id: documentFiles.id });
      return row!.id;
    }),
  );
  return { documentId: doc.id, batchName: doc.batchName, attachmentId: null, temporaryFileId };
}

export async function deleteTemporaryFile(db: Database, ctx: TenantContext, documentId: number) {
  const doc = await requireSentByCaller(db, ctx, documentId);
  const removed = await db
    .delete(documentFiles)
    .where(and(eq(documentFiles.documentId, doc.id), eq(documentFiles.isTemporary, true)))
    .returning({ id: documentFiles.id });
  if (removed.length === 0) throw notFound('A temporary file');
}
