import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { OwnDefinition } from '../../access/document-types.js';
import type { Queryable } from '../../db/client.js';
import { documentTypes, lineItemColumns, lookupValues, metadataDefinitions } from '../../db/schema/index.js';

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
export async function lookupValuesFor(db: Queryable, companyId: number, definition: OwnDefinition) {
  return db
    .select({ id: lookupValues.id, lookupValue: lookupValues.value })
    .from(lookupValues)
    .where(
      and(
        eq(lookupValues.companyId, companyId),
        or(
          eq(lookupValues.metadataDefinitionId, definition.id),
          and(isNull(lookupValues.metadataDefinitionId), eq(lookupValues.metadataTypeId, definition.metadataTypeId)),
        ),
      ),
    )
    .orderBy(asc(lookupValues.sortOrder), asc(lookupValues.value));
}
