import { createHash } from 'node:crypto';
import type { RouteStatusId } from '@docvue/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client.js';
import {
  blobs,
  documentMetadata,
  documents,
  documentTypes,
  metadataDefinitions,
  ocrPages,
} from '../../src/db/schema/index.js';
import { createdBySystem } from '../../src/access/documents.js';
import { refreshDocumentSearch } from '../../src/document-index/repository.js';
import { asStatusMachine } from '../../src/modules/status-machine/as-status-machine.js';

let seq = 0;

export interface NewListDocument {
  sender: number;
  /** The receiving company; set for sent documents. */
  receiver?: number | null;
  receivingPartyId?: number | null;
  templateId: number;
  status: RouteStatusId | null;
  /** Metadata values by field key of the sender's instance of the template. */
  values?: Record<string, string>;
  /** Text of page 1, as the OCR job would have stored it. */
  pageText?: string;
  fileName?: string;
  createdAt?: Date;
  sentAt?: Date | null;
}

/**
 * Inserts a document as the services leave it (row, metadata, page text), without going
 * through upload and OCR: lists and search tests need many documents in many states. The
 * `documents` trigger makes the visibility rows; the search vectors are refreshed as the
 * services do.
 */
export async function insertListDocument(db: Database, d: NewListDocument): Promise<number> {
  const n = ++seq;
  const [type] = await db
    .select({ id: documentTypes.id })
    .from(documentTypes)
    .where(and(eq(documentTypes.companyId, d.sender), eq(documentTypes.templateId, d.templateId)));
  if (!type) throw new Error(`company ${d.sender} has no document type ${d.templateId}`);
  let sha: string | null = null;
  if (d.pageText !== undefined) {
    sha = createHash('sha256').update(`list-doc-${n}-${d.pageText}`).digest('hex');
    await db.insert(blobs).values({ sha256: sha, size: 1000, mimeType: 'application/pdf' });
    await db
      .insert(ocrPages)
      .values({ blobSha256: sha, documentPage: 1, width: 612, height: 792, words: [], text: d.pageText });
  }
  const createdAt = d.createdAt ?? new Date(Date.now() - (1000 - n) * 60_000);
  const sent = d.receiver != null;
  // Documents in any status, as the status machine would have moved them: only it may make them so.
  const [row] = await db.transaction((tx) =>
    asStatusMachine(tx, () =>
      tx
        .insert(documents)
        .values({
          senderCompanyId: d.sender,
          receiverCompanyId: d.receiver ?? null,
          receivingPartyId: d.receivingPartyId ?? null,
          documentTypeId: type.id,
          templateId: d.templateId,
          routeStatusId: d.status,
          fileName: d.fileName ?? `document-${n}.pdf`,
          blobSha256: sha,
          pageCount: sha ? 1 : null,
          ocrStatus: sha ? 'done' : 'none',
          createdAt,
          updatedAt: createdAt,
          sentAt: d.sentAt !== undefined ? d.sentAt : sent ? createdAt : null,
        })
        .returning(),
    ),
  );
  const id = row!.id;
  const entries = Object.entries(d.values ?? {});
  if (entries.length > 0) {
    const defs = await db
      .select({ id: metadataDefinitions.id, key: metadataDefinitions.key })
      .from(metadataDefinitions)
      .where(eq(metadataDefinitions.documentTypeId, type.id));
    const idOf = new Map(defs.map((x) => [x.key, x.id]));
    await db.insert(documentMetadata).values(
      entries.map(([key, value]) => {
        const definitionId = idOf.get(key);
        if (!definitionId) throw new Error(`template ${d.templateId} has no field ${key}`);
        return { documentId: id, definitionId, value };
      }),
    );
  }
  await refreshDocumentSearch(db, createdBySystem(row!));
  return id;
}
