import { asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { insertJsonRows } from '../../db/json-rows.js';
import {
  blobs,
  companies,
  companyPartyTypes,
  documentAttachments,
  documentFiles,
  documentLineItems,
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

/**
 * The batch forms of the inserts above (createDocuments): each table written in statements of a
 * few thousand rows, the documents' ids drawn first so each row is known to be its item's.
 */
export async function nextDocumentIds(tx: Queryable, count: number): Promise<number[]> {
  const result = await tx.execute(
    sql`select nextval(pg_get_serial_sequence('documents', 'id'))::int as id from generate_series(1, ${count}::int)`,
  );
  return (result as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id));
}

async function insertChunked<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += 2000) await insert(rows.slice(i, i + 2000));
}

export async function recordBlobs(
  tx: Queryable,
  bodies: readonly { sha256: string; size: number; mimeType: string }[],
) {
  if (bodies.length > 0)
    await tx
      .insert(blobs)
      .values([...bodies])
      .onConflictDoNothing();
}

export async function insertDocuments(tx: Queryable, values: readonly NewDocumentRow[]) {
  if (values.length === 0) return [];
  return tx
    .insert(documents)
    .values([...values])
    .returning();
}

export async function insertDocumentFiles(tx: Queryable, rows: readonly (typeof documentFiles.$inferInsert)[]) {
  await insertChunked(rows, (chunk) => tx.insert(documentFiles).values(chunk));
}

export async function insertValuesOfDocuments(
  tx: Queryable,
  rows: readonly { documentId: number; definitionId: number; value: string }[],
) {
  await insertJsonRows(tx, documentMetadata, rows);
}

export async function insertLineItemsOfDocuments(
  tx: Queryable,
  rows: readonly { documentId: number; rowNumber: number; cells: Record<string, string | null> }[],
) {
  await insertJsonRows(tx, documentLineItems, rows);
}
