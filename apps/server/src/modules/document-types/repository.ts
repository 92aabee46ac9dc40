import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { OwnDefinition } from '../../access/document-types.js';
import type { Queryable } from '../../db/client.js';
import { documentTypes, lineItemColumns, lookupValues, metadataDefinitions, parties } from '../../db/schema/index.js';

export type { DocumentTypeRow, MetadataDefinitionRow } from '../../access/document-types.js';
export type LineItemColumnRow = typeof lineItemColumns.$inferSelect;

export async function documentTypeSummariesOfCompany(db: Queryable, companyId: number) {
  return db.select().from(documentTypes).where(eq(documentTypes.companyId, companyId)).orderBy(asc(documentTypes.name));
}

export async function documentTypeByTemplate(db: Queryable, companyId: number, templateId: number) {
  const [row] = await db
    .select()
    .from(documentTypes)
    .where(and(eq(documentTypes.companyId, companyId), eq(documentTypes.templateId, templateId)));
  return row;
}

/** Definitions and columns of several document types, grouped by type id (one query each). */
export async function detailsOfDocumentTypes(db: Queryable, typeIds: number[]) {
  if (typeIds.length === 0) return { definitions: [], columns: [] };
  const [definitions, columns] = await Promise.all([
    db
      .select()
      .from(metadataDefinitions)
      .where(inArray(metadataDefinitions.documentTypeId, typeIds))
      .orderBy(asc(metadataDefinitions.sortOrder), asc(metadataDefinitions.id)),
    db
      .select()
      .from(lineItemColumns)
      .where(inArray(lineItemColumns.documentTypeId, typeIds))
      .orderBy(asc(lineItemColumns.sortOrder), asc(lineItemColumns.id)),
  ]);
  return { definitions, columns };
}

/**
 * The values a field offers: its own List values, and the company's master data of the
 * field's metadata type (AFEs, wells, …).
 */
export async function lookupValuesFor(
  db: Queryable,
  companyId: number,
  definition: Pick<OwnDefinition, 'metadataTypeId'> & { id: number | null },
  masterDataCompanyId = companyId,
) {
  const masterData = and(
    eq(lookupValues.companyId, masterDataCompanyId),
    isNull(lookupValues.metadataDefinitionId),
    eq(lookupValues.metadataTypeId, definition.metadataTypeId),
  );
  return db
    .select({ id: lookupValues.id, lookupValue: lookupValues.value })
    .from(lookupValues)
    .where(
      definition.id === null
        ? masterData
        : or(
            and(eq(lookupValues.companyId, companyId), eq(lookupValues.metadataDefinitionId, definition.id)),
            masterData,
          ),
    )
    .orderBy(asc(lookupValues.sortOrder), asc(lookupValues.value));
}

/** The company a party of the caller's is connected to (the one its documents are sent to), if any. */
export async function connectedCompanyOfParty(db: Queryable, companyId: number, partyId: number) {
  const [row] = await db
    .select({ id: parties.connectedCompanyId })
    .from(parties)
    .where(and(eq(parties.id, partyId), eq(parties.companyId, companyId)));
  return row?.id ?? null;
}
