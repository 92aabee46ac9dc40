import { partyTypeOfMetadataType, RouteStatus, type UploadResponse } from '@docvue/contracts';
import type { TenantContext } from '../../access/context.js';
import type { OwnDocumentType } from '../../access/document-types.js';
import { createdByCaller } from '../../access/documents.js';
import type { OwnParty } from '../../access/parties.js';
import { JobKind } from '../../jobs/kinds.js';
import { enqueueJob } from '../../jobs/queue.js';
import { refreshDocumentSearch } from '../../document-index/repository.js';
import { actorFor } from '../../document-history/actor.js';
import { appendHistory } from '../../document-history/repository.js';
import { keepingDocumentPdf, type DocumentPdf, type UploadServices } from './document-pdf.js';
import type { ReceivedFile } from './receive-upload.js';
import { insertDocumentFile } from './files-repository.js';
import { fieldsOfType, insertDocument, insertValues, recordBlob, senderAsParty } from './upload-repository.js';

/** What an upload that creates a document was checked for: its type and recipient are the caller's. */
export interface NewDocumentPlan {
  type: OwnDocumentType;
  recipient: OwnParty | undefined;
  batchName: string | null | undefined;
}

/** 'Uploaded-[MM/dd/yyyy HH:mm:ss.ms]' (docs/product/documents.md §7). */
export function batchNameFor(d: Date): string {
  const p = (n: number, w = 2) => String(n).padStart(w, '0');
  return `Uploaded-[${p(d.getUTCMonth() + 1)}/${p(d.getUTCDate())}/${d.getUTCFullYear()} ${p(d.getUTCHours())}:${p(
    d.getUTCMinutes(),
  )}:${p(d.getUTCSeconds())}.${p(d.getUTCMilliseconds(), 3)}]`;
}

/**
 * The values a document starts with (pure): the scan date is the day it came in; the field for the
 * recipient's party type (an AR invoice's Purchaser) names the party it was uploaded for, and a
 * field for a party type the sending company plays (its Vendor) names the sender, so lists and
 * exports on both sides show who it is from and for before anyone opens it. Extraction fills only
 * what is still empty.
 */
export function planInitialValues(
  fields: readonly { id: number; key: string; metadataTypeId: number }[],
  now: Date,
  recipient: Pick<OwnParty, 'partyTypeId' | 'name'> | undefined,
  sender?: { name: string; partyTypeIds: readonly number[] },
) {
  const values: { definitionId: number; value: string }[] = [];
  const scanDate = fields.find((f) => f.key === 'scanDate');
  if (scanDate) values.push({ definitionId: scanDate.id, value: now.toISOString().slice(0, 10) });
  const recipientField =
    recipient && fields.find((f) => partyTypeOfMetadataType(f.metadataTypeId) === recipient.partyTypeId);
  if (recipientField) values.push({ definitionId: recipientField.id, value: recipient.name });
  if (sender?.name) {
    const senderField = fields.find((f) => {
      const partyType = partyTypeOfMetadataType(f.metadataTypeId);
      return partyType !== undefined && partyType !== recipient?.partyTypeId && sender.partyTypeIds.includes(partyType);
    });
    if (senderField) values.push({ definitionId: senderField.id, value: sender.name });
  }
  return values;
}

/** An upload without a document: a new document of the type, New, its pages read by the OCR job. */
export async function createDocument(
  app: UploadServices,
  ctx: TenantContext,
  plan: NewDocumentPlan,
  file: ReceivedFile,
): Promise<UploadResponse> {
  return keepingDocumentPdf(app, file, (pdf) => insertUploadedDocument(app, ctx, plan, pdf));
}

async function insertUploadedDocument(
  { db }: UploadServices,
  ctx: TenantContext,
  plan: NewDocumentPlan,
  pdf: DocumentPdf,
): Promise<UploadResponse> {
  const { type, recipient } = plan;
  const actor = await actorFor(db, ctx);
  const now = new Date();
  const batchName = plan.batchName?.trim() || batchNameFor(now);
  const id = await db.transaction(async (tx) => {
    await recordBlob(tx, pdf.sha256, pdf.size, 'application/pdf');
    const row = await insertDocument(tx, {
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
    });
    const doc = createdByCaller(row, ctx);
    await insertDocumentFile(tx, {
      documentId: doc.id,
      blobSha256: pdf.sha256,
      fileName: pdf.fileName,
      createdBy: ctx.user.userId,
    });
    const fields = await fieldsOfType(tx, type.id);
    await insertValues(tx, doc.id, planInitialValues(fields, now, recipient, await senderAsParty(tx, ctx.companyId)));
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
