import {
  partyMetadataTypes,
  RouteStatus,
  type FileUploadData,
  type MetadataTypeId,
  type UploadResponse,
} from '@docvue/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client.js';
import {
  blobs,
  documentAttachments,
  documentFiles,
  documentMetadata,
  documents,
  metadataDefinitions,
} from '../../db/schema/index.js';
import type { BlobStore } from '../../lib/blob-store.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { requirePermission } from '../../lib/permissions.js';
import type { TenantContext } from '../../plugins/auth/context.js';
import { enqueueJob } from '../../jobs/queue.js';
import { documentTypeByTemplate } from '../document-types/repository.js';
import { appendHistory } from '../history/repository.js';
import { imageToPdf } from '../ocr/index.js';
import { partyOfCompany } from '../parties/repository.js';
import { refreshDocumentSearch } from '../search/refresh.js';
import { displayNameOf } from '../users/names.js';
import { documentActions } from './policy.js';
import { readBlob } from './blob-bytes.js';
import { discardIfUnreferenced, type ReceivedFile } from './receive-upload.js';
import { documentNotFound, requireVisibleDocument } from './read-service.js';
import { sniffFile, unsupportedAttachment, unsupportedDocumentFile } from './file-kinds.js';
import { actorOf } from './workflow-core.js';

export const OCR_JOB = 'document.ocr';
/** Images become PDFs in memory; a scan larger than this is refused rather than risking the process. */
const MAX_IMAGE_BYTES = 50 * 1024 * 1024;

/** 'Uploaded-[MM/dd/yyyy HH:mm:ss.ms]' (documents spec §7). */
export function batchNameFor(d: Date): string {
  const p = (n: number, w = 2) => String(n).padStart(w, '0');
  return `Uploaded-[${p(d.getUTCMonth() + 1)}/${p(d.getUTCDate())}/${d.getUTCFullYear()} ${p(d.getUTCHours())}:${p(
    d.getUTCMinutes(),
  )}:${p(d.getUTCSeconds())}.${p(d.getUTCMilliseconds(), 3)}]`;
}

async function recordBlob(tx: Queryable, sha256: string, size: number, mimeType: string) {
  await tx.insert(blobs).values({ sha256, size, mimeType }).onConflictDoNothing();
}

/** The uploaded file as the PDF a document holds: PDFs as they are, images converted. */
async function asDocumentPdf(store: BlobStore, file: ReceivedFile) {
  const kind = sniffFile(file.head, file.fileName);
  if (kind?.kind === 'pdf') return { sha256: file.sha256, size: file.size, fileName: file.fileName };
  if (kind?.kind !== 'image') throw unsupportedDocumentFile();
  if (file.size > MAX_IMAGE_BYTES) throw badRequest('Scanned images can be at most 50 MB; save the scan as a PDF.');
  const pdf = await imageToPdf(await readBlob(store, file.sha256), kind.mimeType);
  const put = await store.put(Buffer.from(pdf));
  return { ...put, fileName: file.fileName.replace(/\.[^.]+$/, '') + '.pdf' };
}

export async function handleUpload(
  db: Database,
  store: BlobStore,
  ctx: TenantContext,
  data: FileUploadData,
  file: ReceivedFile,
): Promise<UploadResponse> {
  try {
    requirePermission(ctx, 'workWithDocuments');
    if (data.documentId && data.isAttachment) return await attach(db, store, ctx, data.documentId, file);
    if (data.documentId) return await replaceFile(db, store, ctx, data.documentId, file);
    return await createDocument(db, store, ctx, data, file);
  } catch (err) {
    await discardIfUnreferenced(db, store, file.sha256);
    throw err;
  }
}

async function createDocument(
  db: Database,
  store: BlobStore,
  ctx: TenantContext,
  data: FileUploadData,
  file: ReceivedFile,
): Promise<UploadResponse> {
  if (!data.documentTypeId) throw badRequest('fileUploadData.documentTypeId: choose the type of document.');
  const type = await documentTypeByTemplate(db, ctx.companyId, data.documentTypeId);
  if (!type) throw notFound('The document type');
  const recipient = data.receivingPartyId ? await partyOfCompany(db, ctx.companyId, data.receivingPartyId) : undefined;
  if (data.receivingPartyId && !recipient) throw notFound('The receiving party');
  const pdf = await asDocumentPdf(store, file);
  try {
    return await insertUploadedDocument(db, ctx, data, type, pdf, recipient);
  } catch (err) {
    await discardIfUnreferenced(db, store, pdf.sha256);
    throw err;
  } finally {
    // The scan's image is not kept once it is a PDF (or when the upload failed).
    if (pdf.sha256 !== file.sha256) await discardIfUnreferenced(db, store, file.sha256);
  }
}

type Recipient = { name: string; partyTypeId: number };

/**
 * The values a document starts with: the scan date is the day it came in, and the field for
 * the recipient's party type (an AR invoice's Purchaser) names the party it was uploaded for,
 * so lists show who it is for before anyone opens it. Extraction fills only what is still empty.
 */
async function initialValues(tx: Queryable, typeId: number, now: Date, recipient: Recipient | undefined) {
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
    recipient && fields.find((f) => partyMetadataTypes[f.metadataTypeId as MetadataTypeId] === recipient.partyTypeId);
  if (recipientField) values.push({ definitionId: recipientField.id, value: recipient.name });
  return values;
}

async function insertUploadedDocument(
  db: Database,
  ctx: TenantContext,
  data: FileUploadData,
  type: { id: number; templateId: number },
  pdf: { sha256: string; size: number; fileName: string },
  recipient: Recipient | undefined,
): Promise<UploadResponse> {
  const userName = await displayNameOf(db, ctx.user.userId);
  const now = new Date();
  const batchName = data.batchName?.trim() || batchNameFor(now);
  const id = await db.transaction(async (tx) => {
    await recordBlob(tx, pdf.sha256, pdf.size, 'application/pdf');
    const [doc] = await tx
      .insert(documents)
      .values({
        senderCompanyId: ctx.companyId,
        receivingPartyId: data.receivingPartyId ?? null,
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
      .returning({ id: documents.id });
    await tx.insert(documentFiles).values({
      documentId: doc!.id,
      blobSha256: pdf.sha256,
      fileName: pdf.fileName,
      createdBy: ctx.user.userId,
    });
    const values = await initialValues(tx, type.id, now, recipient);
    if (values.length > 0) {
      await tx.insert(documentMetadata).values(values.map((v) => ({ documentId: doc!.id, ...v })));
    }
    // Searchable by its file name and values at once; the page text follows from the OCR job.
    await refreshDocumentSearch(tx, doc!.id);
    await appendHistory(tx, doc!.id, actorOf(ctx, userName), [
      {
        category: 'Workflow',
        operation: 'Uploaded',
        objectType: 'Document',
        objectId: doc!.id,
        newValue: pdf.fileName,
      },
    ]);
    await enqueueJob(tx, OCR_JOB, { documentId: doc!.id });
    return doc!.id;
  });
  return { documentId: id, batchName, attachmentId: null, temporaryFileId: null };
}

async function attach(db: Database, store: BlobStore, ctx: TenantContext, documentId: number, file: ReceivedFile) {
  const { doc } = await requireVisibleDocument(db, ctx, documentId);
  const kind = sniffFile(file.head, file.fileName);
  if (!kind) throw unsupportedAttachment();
  const userName = await displayNameOf(db, ctx.user.userId);
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
    await appendHistory(tx, doc.id, actorOf(ctx, userName), [
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
async function replaceFile(db: Database, store: BlobStore, ctx: TenantContext, documentId: number, file: ReceivedFile) {
  const { doc, side } = await requireVisibleDocument(db, ctx, documentId);
  const actions = documentActions(doc, side, ctx);
  if (!actions.replaceFile && !actions.edit) {
    if (side !== 'sender') throw documentNotFound();
    throw badRequest('The file of this document can no longer be replaced.');
  }
  const pdf = await asDocumentPdf(store, file);
  if (pdf.sha256 !== file.sha256) await discardIfUnreferenced(db, store, file.sha256);
  const temporaryFileId = await db.transaction(async (tx) => {
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
  });
  return { documentId: doc.id, batchName: doc.batchName, attachmentId: null, temporaryFileId };
}

export async function deleteTemporaryFile(db: Database, ctx: TenantContext, documentId: number) {
  requirePermission(ctx, 'workWithDocuments');
  const { doc, side } = await requireVisibleDocument(db, ctx, documentId);
  if (side !== 'sender') throw documentNotFound();
  const removed = await db
    .delete(documentFiles)
    .where(and(eq(documentFiles.documentId, doc.id), eq(documentFiles.isTemporary, true)))
    .returning({ id: documentFiles.id });
  if (removed.length === 0) throw notFound('A temporary file');
}
