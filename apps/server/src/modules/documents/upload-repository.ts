import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import {
  blobs,
  companies,
  companyPartyTypes,
  documentAttachments,
  documentMetadata,
  documents,
  metadataDefinitions,
} from '../../db/schema/index.js';

export type NewDocumentRow = typeof documents.$inferInsert;
export type NewAttachmentRow = typeof documentAttachments.$inferInsert;

/** Records a stored body: the blob store keeps it while a row refers to it. */
export async function recordBlob(tx: Queryable, sha256: string, size: number, mimeType: string) {
  await tx.insert(blobs).values({ sha256, size, mimeType }).onConflictDoNothing();
}

/** Whether any row refers to this stored body. */
export async function isBlobRecorded(db: Queryable, sha256: string) {
  const [row] = await db.select({ sha256: blobs.sha256 }).from(blobs).where(eq(blobs.sha256, sha256));
  return row !== undefined;
}

export async function insertDocument(tx: Queryable, values: NewDocumentRow) {
  const [row] = await tx.insert(documents).values(values).returning();
  return row!;
}

/** The sending company as a party: its legal name and the party types it plays. */
export async function senderAsParty(
  tx: Queryable,
  companyId: number,
): Promise<{ name: string; partyTypeIds: number[] }> {
  const rows = await tx
    .select({ name: companies.legalName, partyTypeId: companyPartyTypes.partyTypeId })
    .from(companies)
    .leftJoin(companyPartyTypes, eq(companyPartyTypes.companyId, companies.id))
    .where(eq(companies.id, companyId));
  return {
    name: rows[0]?.name ?? '',
    partyTypeIds: rows.flatMap((r) => (r.partyTypeId === null ? [] : [r.partyTypeId])),
  };
}

/** The fields of a document type, in their order: what a new document's first values are chosen from. */
export async function fieldsOfType(tx: Queryable, typeId: number) {
  return tx
    .select({
      id: metadataDefinitions.id,
      key: metadataDefinitions.key,
      metadataTypeId: metadataDefinitions.metadataTypeId,
    })
    .from(metadataDefinitions)
    .where(eq(metadataDefinitions.documentTypeId, typeId))
    .orderBy(asc(metadataDefinitions.sortOrder), asc(metadataDefinitions.id));
}

export async function insertValues(
  tx: Queryable,
  documentId: number,
  values: { definitionId: number; value: string }[],
) {
  if (values.length > 0) await tx.insert(documentMetadata).values(values.map((v) => ({ documentId, ...v })));
}

export async function insertAttachment(tx: Queryable, values: NewAttachmentRow) {
  const [row] = await tx.insert(documentAttachments).values(values).returning({ id: documentAttachments.id });
  return row!.id;
}
