import { documentTemplateIds, type DocumentTemplateId } from '@docvue/contracts';
import type { TenantContext } from '../../access/context.js';
import { requireOwnDefinition, requireOwnDocumentType, type DocumentTypeRow } from '../../access/document-types.js';
import type { Database, Queryable } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { presentDocumentTypeDetail, presentDocumentTypeSummary } from './presenter.js';
import { detailsOfDocumentTypes, documentTypeSummariesOfCompany, lookupValuesFor } from './repository.js';

/** Document types with their fields and line-item columns, as the detail contract shows them. */
export async function withDetails(db: Queryable, types: DocumentTypeRow[]) {
  const { definitions, columns } = await detailsOfDocumentTypes(
    db,
    types.map((t) => t.id),
  );
  return types.map((t) => presentDocumentTypeDetail(t, definitions, columns));
}

/** The company's document types: summaries, or with their fields and columns. */
export async function listDocumentTypes(db: Database, ctx: TenantContext, fullDetails: boolean) {
  const types = await documentTypeSummariesOfCompany(db, ctx.companyId);
  return fullDetails ? withDetails(db, types) : types.map(presentDocumentTypeSummary);
}

/** One of the company's document types, by its id or by the network template it instantiates. */
export async function getDocumentType(db: Database, ctx: TenantContext, by: { id: number } | { templateId: number }) {
  if ('templateId' in by && !documentTemplateIds.includes(by.templateId as DocumentTemplateId)) {
    throw notFound('The document template');
  }
  const type = await requireOwnDocumentType(db, ctx, by, 'id' in by ? undefined : 'The document template');
  return (await withDetails(db, [type]))[0]!;
}

/** The values a lookup field of one of the company's document types offers. */
export async function lookupValuesOf(db: Database, ctx: TenantContext, definitionId: number) {
  return lookupValuesFor(db, ctx.companyId, await requireOwnDefinition(db, ctx, definitionId));
}
