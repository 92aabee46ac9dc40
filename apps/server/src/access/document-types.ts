import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { documentTypes, lineItemColumns, metadataDefinitions } from '../db/schema/index.js';
import { notFound } from '../lib/errors.js';
import type { TenantContext } from './context.js';

export type DocumentTypeRow = typeof documentTypes.$inferSelect;
export type MetadataDefinitionRow = typeof metadataDefinitions.$inferSelect;
export type LineItemColumnRow = typeof lineItemColumns.$inferSelect;

declare const checked: unique symbol;

/** One of the caller's company's document types (its instance of a network template). */
export type OwnDocumentType = DocumentTypeRow & { readonly [checked]: true };
/** A field of one of the caller's company's document types. */
export type OwnDefinition = MetadataDefinitionRow & { readonly [checked]: true };
/** A line-item column of one of the caller's company's document types. */
export type OwnColumn = LineItemColumnRow & { readonly [checked]: true };

/** The company's instance of a template, if it has one (a job's check before it makes documents of it). */
export async function findOwnDocumentType(
  db: Queryable,
  ctx: Pick<TenantContext, 'companyId'>,
  templateId: number,
): Promise<OwnDocumentType | undefined> {
  const [row] = await db
    .select()
    .from(documentTypes)
    .where(and(eq(documentTypes.companyId, ctx.companyId), eq(documentTypes.templateId, templateId)));
  return row as OwnDocumentType | undefined;
}

export async function requireOwnDocumentType(
  db: Queryable,
  ctx: Pick<TenantContext, 'companyId'>,
  by: { id: number } | { templateId: number },
  what = 'The document type',
): Promise<OwnDocumentType> {
  const [row] = await db
    .select()
    .from(documentTypes)
    .where(
      and(
        eq(documentTypes.companyId, ctx.companyId),
        'id' in by ? eq(documentTypes.id, by.id) : eq(documentTypes.templateId, by.templateId),
      ),
    );
  if (!row) throw notFound(what);
  return row as OwnDocumentType;
}

export async function requireOwnDefinition(
  db: Queryable,
  ctx: Pick<TenantContext, 'companyId'>,
  definitionId: number,
): Promise<OwnDefinition> {
  const [row] = await db
    .select({ definition: metadataDefinitions })
    .from(metadataDefinitions)
    .innerJoin(documentTypes, eq(documentTypes.id, metadataDefinitions.documentTypeId))
    .where(and(eq(metadataDefinitions.id, definitionId), eq(documentTypes.companyId, ctx.companyId)));
  if (!row) throw notFound('The metadata field');
  return row.definition as OwnDefinition;
}

export async function requireOwnColumn(
  db: Queryable,
  ctx: Pick<TenantContext, 'companyId'>,
  columnId: number,
): Promise<OwnColumn> {
  const [row] = await db
    .select({ column: lineItemColumns })
    .from(lineItemColumns)
    .innerJoin(documentTypes, eq(documentTypes.id, lineItemColumns.documentTypeId))
    .where(and(eq(lineItemColumns.id, columnId), eq(documentTypes.companyId, ctx.companyId)));
  if (!row) throw notFound('The line-item column');
  return row.column as OwnColumn;
}
