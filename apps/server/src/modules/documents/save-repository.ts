import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { documentLineItems, documentMetadata, documents, lookupValues } from '../../db/schema/index.js';

/**
 * Locks a checked document for a save and reads what a save must find unchanged. Not `for
 * update`: that would also wait for key-share locks of rows being added to the document.
 */
export async function lockDocumentState(tx: Queryable, documentId: number) {
  const [now] = await tx
    .select({ routeStatusId: documents.routeStatusId, deletedAt: documents.deletedAt })
    .from(documents)
    .where(eq(documents.id, documentId))
    .for('no key update');
  return now;
}

/** Writes one field's value of a checked document (a row per field). */
export async function upsertValue(
  tx: Queryable,
  documentId: number,
  v: { definitionId: number; value: string | null; autoExtracted: boolean; lookupValueId: number | null },
) {
  await tx
    .insert(documentMetadata)
    .values({ documentId, ...v })
    .onConflictDoUpdate({
      target: [documentMetadata.documentId, documentMetadata.definitionId],
      set: { value: v.value, autoExtracted: v.autoExtracted, lookupValueId: v.lookupValueId },
    });
}

/**
 * The company's lookup value a field's value names (case-insensitively): one of the field's own,
 * or one of its metadata type's shared by every field of that type.
 */
export async function findLookupValue(
  db: Queryable,
  companyId: number,
  def: { id: number; metadataTypeId: number },
  value: string,
) {
  const [match] = await db
    .select({ id: lookupValues.id })
    .from(lookupValues)
    .where(
      and(
        eq(lookupValues.companyId, companyId),
        sql`lower(${lookupValues.value}) = ${value.toLowerCase()}`,
        or(
          eq(lookupValues.metadataDefinitionId, def.id),
          and(isNull(lookupValues.metadataDefinitionId), eq(lookupValues.metadataTypeId, def.metadataTypeId)),
        ),
      ),
    )
    .limit(1);
  return match?.id;
}

/** Replaces the line items of a checked document, numbered from 1. */
export async function replaceLineItemRows(tx: Queryable, documentId: number, rows: Record<string, string | null>[]) {
  await tx.delete(documentLineItems).where(eq(documentLineItems.documentId, documentId));
  if (rows.length > 0) {
    await tx.insert(documentLineItems).values(rows.map((cells, i) => ({ documentId, rowNumber: i + 1, cells })));
  }
}

export async function setReceivingParty(tx: Queryable, documentId: number, partyId: number | null) {
  await tx.update(documents).set({ receivingPartyId: partyId }).where(eq(documents.id, documentId));
}

export async function touchDocument(tx: Queryable, documentId: number) {
  await tx.update(documents).set({ updatedAt: new Date() }).where(eq(documents.id, documentId));
}
