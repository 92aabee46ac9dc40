import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { metadataKindOf, resolvesToLookup } from '@docvue/contracts';
import type { Queryable, Transaction } from '../db/client.js';
import {
  documentFiles,
  blobs,
  documentLineItems,
  documentMetadata,
  documents,
  documentTypes,
  lookupValues,
  metadataDefinitions,
} from '../db/schema/index.js';
import { isSent, type DemoDocument } from './documents/demo-document.js';
import type { NetworkIds } from './insert-network.js';
import { enqueueJob } from '../jobs/queue.js';
import { createdBySystem } from '../access/documents.js';
import { JobKind } from '../jobs/kinds.js';
import { refreshDocumentSearch } from '../document-index/repository.js';
import { asStatusMachine } from '../modules/status-machine/index.js';

/** A demo document whose PDF is already in the blob store. */
export interface StoredDemoDocument extends DemoDocument {
  sha256: string;
  size: number;
}

interface TypeDefinitions {
  documentTypeId: number;
  byKey: Map<string, { id: number; metadataTypeId: number; isThirdParty: boolean }>;
}

/** Document types with their definitions, and List values, of the given companies. */
async function loadDefinitions(db: Queryable, companyIds: number[]) {
  const rows = await db
    .select({
      companyId: documentTypes.companyId,
      templateId: documentTypes.templateId,
      documentTypeId: documentTypes.id,
      id: metadataDefinitions.id,
      key: metadataDefinitions.key,
      metadataTypeId: metadataDefinitions.metadataTypeId,
      isThirdParty: metadataDefinitions.isThirdParty,
    })
    .from(metadataDefinitions)
    .innerJoin(documentTypes, eq(documentTypes.id, metadataDefinitions.documentTypeId))
    .where(inArray(documentTypes.companyId, companyIds));
  const types = new Map<string, TypeDefinitions>();
  for (const r of rows) {
    const k = `${r.companyId}:${r.templateId}`;
    const t = types.get(k) ?? { documentTypeId: r.documentTypeId, byKey: new Map() };
    t.byKey.set(r.key, { id: r.id, metadataTypeId: r.metadataTypeId, isThirdParty: r.isThirdParty });
    types.set(k, t);
  }
  const listRows = await db
    .select({ id: lookupValues.id, definitionId: lookupValues.metadataDefinitionId, value: lookupValues.value })
    .from(lookupValues)
    .where(and(inArray(lookupValues.companyId, companyIds), isNotNull(lookupValues.metadataDefinitionId)));
  const listValueIds = new Map(listRows.map((r) => [`${r.definitionId}:${r.value}`, r.id]));
  return { types, listValueIds };
}

/**
 * Inserts the documents with their blobs, metadata and line items, and links resubmitted
 * invoices to their successors. Throws on any value the templates or master data do not
 * know, so the demo data cannot drift from them.
 */
export async function insertDocuments(
  db: Transaction,
  ids: NetworkIds,
  docs: readonly StoredDemoDocument[],
): Promise<void> {
  const companyIds = [...new Set(docs.map((d) => ids.company(d.sender)))];
  const { types, listValueIds } = await loadDefinitions(db, companyIds);

  const uniqueBlobs = new Map(docs.map((d) => [d.sha256, d.size]));
  await db
    .insert(blobs)
    .values([...uniqueBlobs].map(([sha256, size]) => ({ sha256, size, mimeType: 'application/pdf' })))
    .onConflictDoNothing({ target: blobs.sha256 });

  const idByRef = new Map<string, number>();
  // In the order they were made, so ids follow time as they do for real uploads: lists sorted by
  // id (the default, newest first) read newest first.
  const inOrderMade = [...docs].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  for (const d of inOrderMade) {
    const senderId = ids.company(d.sender);
    const type = types.get(`${senderId}:${d.templateId}`);
    if (!type) throw new Error(`Demo seed: ${d.sender} has no document type ${d.templateId}`);
    const party = ids.party(d.sender, d.to);
    if (isSent(d.status) && party.connectedCompanyId === null) {
      throw new Error(`Demo seed: ${d.ref} is sent to ${d.to}, which is not connected`);
    }
    // Sent, paid, rejected… as the status machine would have moved them: only it may make them so.
    const [row] = await asStatusMachine(db, () =>
      db
        .insert(documents)
        .values({
          senderCompanyId: senderId,
          receiverCompanyId: isSent(d.status) ? party.connectedCompanyId : null,
          receivingPartyId: party.id,
          documentTypeId: type.documentTypeId,
          templateId: d.templateId,
          routeStatusId: d.status,
          fileName: d.fileName,
          blobSha256: d.sha256,
          fileSize: d.size,
          pageCount: 1, // every sample PDF is one page
          batchName: d.fileName.replace(/\.pdf$/, ''),
          uploadedBy: ids.user(d.uploadedBy),
          createdAt: d.createdAt,
          updatedAt: d.updatedAt,
          sentAt: d.sentAt,
          // The words of every page are read by the OCR job, as for an upload.
          ocrStatus: 'queued',
        })
        .returning(),
    );
    const doc = createdBySystem(row!);
    const documentId = doc.id;
    idByRef.set(d.ref, documentId);
    await db.insert(documentFiles).values({ documentId, blobSha256: d.sha256, fileName: d.fileName });
    // Read the words only: the demo documents keep the statuses and values they were seeded with.
    await enqueueJob(db, JobKind.DocumentOcr, { documentId, readOnly: true });

    const metadataRows = Object.entries(d.metadata).map(([key, value]) => {
      const def = type.byKey.get(key);
      if (!def) throw new Error(`Demo seed: ${d.ref} has a value for unknown field ${key}`);
      let lookupValueId: number | null = null;
      const source = metadataKindOf(def.metadataTypeId).values;
      if (source === 'list') {
        lookupValueId = listValueIds.get(`${def.id}:${value}`) ?? null;
      } else if (source === 'masterData') {
        // Third-party fields take the receiving company's values (its AFEs, wells…).
        const owner = def.isThirdParty ? party.connectedCompanyId : senderId;
        lookupValueId = owner === null ? null : (ids.masterData(owner, def.metadataTypeId, value) ?? null);
      }
      if (lookupValueId === null && resolvesToLookup(def.metadataTypeId)) {
        throw new Error(`Demo seed: ${d.ref} field ${key} has "${value}", which is not among its values`);
      }
      return { documentId, definitionId: def.id, value, lookupValueId };
    });
    if (metadataRows.length > 0) await db.insert(documentMetadata).values(metadataRows);
    // Searchable by its values at once (list rows come from the documents trigger; page text from the OCR job).
    await refreshDocumentSearch(db, doc);
    if (d.lineItems.length > 0) {
      await db
        .insert(documentLineItems)
        .values(d.lineItems.map((cells, i) => ({ documentId, rowNumber: i + 1, cells })));
    }
  }

  for (const d of docs) {
    if (!d.resubmittedAs) continue;
    const oldId = idByRef.get(d.ref)!;
    const newId = idByRef.get(d.resubmittedAs);
    if (newId === undefined) throw new Error(`Demo seed: ${d.ref} is resubmitted as unknown ${d.resubmittedAs}`);
    await db.update(documents).set({ latestVersionDocId: newId }).where(eq(documents.id, oldId));
    await db.update(documents).set({ previousVersionDocId: oldId }).where(eq(documents.id, newId));
  }
}
