import { metadataKindOf } from '@docvue/contracts';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import {
  documentLineItems,
  documentMetadata,
  learnedRegions,
  lineItemColumns,
  lookupValues,
  metadataDefinitions,
  ocrPages,
} from '../../db/schema/index.js';

export type OcrPageRow = typeof ocrPages.$inferSelect;
export type NewLearnedRegion = typeof learnedRegions.$inferInsert;

/** The words of every page of one stored file, in page order. */
export async function ocrPageRowsOf(db: Queryable, blobSha256: string) {
  return db.select().from(ocrPages).where(eq(ocrPages.blobSha256, blobSha256)).orderBy(asc(ocrPages.documentPage));
}

/** The fields of a document type as extraction needs them, with List choices. */
export async function extractionFields(db: Queryable, documentTypeId: number) {
  const defs = await db
    .select()
    .from(metadataDefinitions)
    .where(eq(metadataDefinitions.documentTypeId, documentTypeId));
  const listIds = defs.filter((d) => metadataKindOf(d.metadataTypeId).values === 'list').map((d) => d.id);
  const values = listIds.length
    ? await db.select().from(lookupValues).where(inArray(lookupValues.metadataDefinitionId, listIds))
    : [];
  return defs.map((d) => ({
    ...d,
    listValues: values.filter((v) => v.metadataDefinitionId === d.id).map((v) => v.value),
  }));
}

/**
 * What the sender learned of where a recipient's (or any recipient's: party 0) documents of a
 * type print their fields; the recipient's own first, the newest first.
 */
export async function learnedRegionRows(
  db: Queryable,
  doc: { senderCompanyId: number; documentTypeId: number; receivingPartyId: number | null },
) {
  return db
    .select()
    .from(learnedRegions)
    .where(
      and(
        eq(learnedRegions.companyId, doc.senderCompanyId),
        eq(learnedRegions.documentTypeId, doc.documentTypeId),
        inArray(learnedRegions.partyId, [doc.receivingPartyId ?? 0, 0]),
      ),
    )
    .orderBy(desc(learnedRegions.partyId), desc(learnedRegions.updatedAt));
}

/** One region learned: one row per sender, type, party, field and label. */
export async function upsertLearnedRegion(tx: Queryable, row: NewLearnedRegion & { anchorText: string }) {
  await tx
    .insert(learnedRegions)
    .values(row)
    .onConflictDoUpdate({
      target: [
        learnedRegions.companyId,
        learnedRegions.documentTypeId,
        learnedRegions.partyId,
        learnedRegions.fieldKey,
        learnedRegions.anchorText,
      ],
      set: { page: row.page, region: row.region, anchor: row.anchor, updatedAt: new Date() },
    });
}

/** A document type's line-item columns, in their order. */
export async function lineItemColumnsOf(db: Queryable, documentTypeId: number) {
  return db
    .select()
    .from(lineItemColumns)
    .where(eq(lineItemColumns.documentTypeId, documentTypeId))
    .orderBy(asc(lineItemColumns.sortOrder), asc(lineItemColumns.id));
}

/** A checked document's line items, in their order. */
export async function lineItemRowsOf(db: Queryable, documentId: number) {
  return db
    .select()
    .from(documentLineItems)
    .where(eq(documentLineItems.documentId, documentId))
    .orderBy(asc(documentLineItems.rowNumber));
}

/** A checked document's values, by their field's key. */
export async function valuesByKeyOf(tx: Queryable, documentId: number) {
  const current = await tx
    .select({
      key: metadataDefinitions.key,
      definitionId: documentMetadata.definitionId,
      value: documentMetadata.value,
    })
    .from(documentMetadata)
    .innerJoin(metadataDefinitions, eq(metadataDefinitions.id, documentMetadata.definitionId))
    .where(eq(documentMetadata.documentId, documentId));
  return Object.fromEntries(current.map((c) => [c.key, c.value]));
}

/** The ids of a document type's fields, by key. */
export async function fieldIdsByKey(tx: Queryable, documentTypeId: number) {
  const defs = await tx
    .select({ id: metadataDefinitions.id, key: metadataDefinitions.key })
    .from(metadataDefinitions)
    .where(eq(metadataDefinitions.documentTypeId, documentTypeId));
  return new Map(defs.map((d) => [d.key, d.id]));
}

/** Values found by extraction, for fields still without a row: a value a person typed meanwhile is never overwritten. */
export async function insertExtractedValues(
  tx: Queryable,
  rows: { documentId: number; definitionId: number; value: string; autoExtracted: true }[],
) {
  if (rows.length > 0) await tx.insert(documentMetadata).values(rows).onConflictDoNothing();
}
