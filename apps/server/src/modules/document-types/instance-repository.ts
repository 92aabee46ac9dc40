import { and, eq } from 'drizzle-orm';
import { metadataKindOf, type DocumentTemplateId } from '@docvue/contracts';
import type { Queryable } from '../../db/client.js';
import { documentTypes, lineItemColumns, lookupValues, metadataDefinitions } from '../../db/schema/index.js';
import { documentTemplates, type DocumentTemplateDefinition } from './templates/index.js';

/** The inserts of instantiate-document-types.ts: every template the company has no instance of yet. */
export async function insertDocumentTypeInstances(
  db: Queryable,
  companyId: number,
): Promise<Map<DocumentTemplateId, number>> {
  const existing = await documentTypesOf(db, companyId);
  for (const template of documentTemplates) {
    if (!existing.has(template.templateId)) await instantiateTemplate(db, companyId, template);
  }
  return documentTypesOf(db, companyId);
}

async function documentTypesOf(db: Queryable, companyId: number): Promise<Map<DocumentTemplateId, number>> {
  const rows = await db
    .select({ id: documentTypes.id, templateId: documentTypes.templateId })
    .from(documentTypes)
    .where(eq(documentTypes.companyId, companyId));
  return new Map(rows.map((r) => [r.templateId as DocumentTemplateId, r.id]));
}

/** Does nothing when another transaction created the same instance first. */
async function instantiateTemplate(db: Queryable, companyId: number, template: DocumentTemplateDefinition) {
  const [type] = await db
    .insert(documentTypes)
    .values({
      companyId,
      templateId: template.templateId,
      name: template.name,
      pluralName: template.pluralName,
      lineItemsEnabled: template.lineItemsEnabled,
    })
    .onConflictDoNothing({ target: [documentTypes.companyId, documentTypes.templateId] })
    .returning({ id: documentTypes.id });
  if (!type) return;

  const definitions = await db
    .insert(metadataDefinitions)
    .values(
      template.metadataDefinitions.map((d) => ({
        documentTypeId: type.id,
        key: d.key,
        name: d.name,
        metadataTypeId: d.metadataTypeId,
        isReadonly: d.isReadonly,
        isRequired: d.isRequired,
        isDocumentProperty: d.isDocumentProperty,
        isDollarTotal: d.isDollarTotal,
        isMultiple: d.isMultiple,
        isThirdParty: d.isThirdParty,
        isHiddenInList: d.isHiddenInList,
        sortOrder: d.sortOrder,
      })),
    )
    .returning({ id: metadataDefinitions.id, key: metadataDefinitions.key });
  const definitionIdByKey = new Map(definitions.map((d) => [d.key, d.id]));

  const listValues = template.metadataDefinitions.flatMap((d) =>
    metadataKindOf(d.metadataTypeId).values === 'list'
      ? (d.listValues ?? []).map((value, i) => ({
          companyId,
          metadataDefinitionId: definitionIdByKey.get(d.key)!,
          value,
          sortOrder: (i + 1) * 10,
        }))
      : [],
  );
  if (listValues.length > 0) await db.insert(lookupValues).values(listValues);

  if (template.lineItemColumns.length > 0) {
    await db.insert(lineItemColumns).values(
      template.lineItemColumns.map((c) => ({
        documentTypeId: type.id,
        key: c.key,
        name: c.name,
        metadataTypeId: c.metadataTypeId,
        isReadonly: c.isReadonly,
        isRequired: c.isRequired,
        isThirdParty: c.isThirdParty,
        isAmount: c.isAmount,
        sortOrder: c.sortOrder,
      })),
    );
  }
}

/** The company's document type id of one template, or undefined when it has none. */
export async function documentTypeIdOf(
  db: Queryable,
  companyId: number,
  templateId: DocumentTemplateId,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: documentTypes.id })
    .from(documentTypes)
    .where(and(eq(documentTypes.companyId, companyId), eq(documentTypes.templateId, templateId)));
  return row?.id;
}
