import { RouteStatus } from '@docvue/contracts';
import type { OwnDocumentType } from '../../access/document-types.js';
import { createdByCaller, type VisibleDocument } from '../../access/documents.js';
import type { OwnParty } from '../../access/parties.js';
import type { Transaction } from '../../db/client.js';
import { appendHistories, type Actor } from '../../document-history/repository.js';
import { refreshDocumentsSearch } from '../../document-index/repository.js';
import { planInitialValues } from './create-document.js';
import {
  fieldsOfType,
  insertDocumentFiles,
  insertDocuments,
  insertLineItemsOfDocuments,
  insertValuesOfDocuments,
  nextDocumentIds,
  recordBlobs,
  senderAsParty,
} from './upload-repository.js';

/** Who creates the batch: the sending company and the person history names (a run's uploader). */
export interface BatchSender {
  companyId: number;
  actor: Actor;
}

/** One document of a batch: its recipient, its rendered PDF, its values by field key and its line items. */
export interface NewDocumentOfBatch {
  recipient: OwnParty;
  pdf: { sha256: string; size: number; pages: number; fileName: string };
  values: Readonly<Record<string, string>>;
  lineItems: readonly Record<string, string | null>[];
}

/**
 * The batch form of createDocument (create-document.ts), in the caller's transaction: documents
 * made from data rather than from a scan (a statement run: the file's values and lines and the
 * PDF rendered from them), New, with their files, their first values (planInitialValues, then
 * the values given, which win), their line items, searchable at once, and the same "Uploaded"
 * history entry. No OCR job: the values are the data the PDF was rendered from, nothing to read.
 * Returns the documents in the order of `items`; send them with publishDocuments.
 */
export async function createDocuments(
  tx: Transaction,
  sender: BatchSender,
  plan: { type: OwnDocumentType; batchName: string },
  items: readonly NewDocumentOfBatch[],
): Promise<VisibleDocument[]> {
  if (items.length === 0) return [];
  const now = new Date();
  await recordBlobs(
    tx,
    [...new Map(items.map((i) => [i.pdf.sha256, i.pdf])).values()].map((pdf) => ({
      sha256: pdf.sha256,
      size: pdf.size,
      mimeType: 'application/pdf',
    })),
  );
  const ids = await nextDocumentIds(tx, items.length);
  const rows = await insertDocuments(
    tx,
    items.map((item, i) => ({
      id: ids[i]!,
      senderCompanyId: sender.companyId,
      receivingPartyId: item.recipient.id,
      documentTypeId: plan.type.id,
      templateId: plan.type.templateId,
      routeStatusId: RouteStatus.New,
      fileName: item.pdf.fileName,
      blobSha256: item.pdf.sha256,
      fileSize: item.pdf.size,
      pageCount: item.pdf.pages,
      batchName: plan.batchName,
      uploadedBy: sender.actor.userId,
      createdAt: now,
      updatedAt: now,
    })),
  );
  const byId = new Map(rows.map((r) => [r.id, createdByCaller(r, sender)]));
  const docs = ids.map((id) => byId.get(id)!);
  await insertDocumentFiles(
    tx,
    items.map((item, i) => ({
      documentId: ids[i]!,
      blobSha256: item.pdf.sha256,
      fileName: item.pdf.fileName,
      createdBy: sender.actor.userId,
    })),
  );
  const fields = await fieldsOfType(tx, plan.type.id);
  const senderParty = await senderAsParty(tx, sender.companyId);
  const definitionOf = new Map(fields.map((f) => [f.key, f.id]));
  await insertValuesOfDocuments(
    tx,
    items.flatMap((item, i) => {
      const values = new Map(
        planInitialValues(fields, now, item.recipient, senderParty).map((v) => [v.definitionId, v.value]),
      );
      for (const [key, value] of Object.entries(item.values)) {
        const definitionId = definitionOf.get(key);
        if (definitionId !== undefined) values.set(definitionId, value);
      }
      return [...values].map(([definitionId, value]) => ({ documentId: ids[i]!, definitionId, value }));
    }),
  );
  await insertLineItemsOfDocuments(
    tx,
    items.flatMap((item, i) =>
      item.lineItems.map((cells, row) => ({ documentId: ids[i]!, rowNumber: row + 1, cells: { ...cells } })),
    ),
  );
  await refreshDocumentsSearch(tx, docs);
  await appendHistories(
    tx,
    docs.map((doc) => ({
      doc,
      actor: sender.actor,
      entries: [
        {
          category: 'Workflow',
          operation: 'Uploaded',
          objectType: 'Document',
          objectId: doc.id,
          newValue: doc.fileName,
        },
      ],
    })),
  );
  return docs;
}
