import { documentTemplateIds, type DocumentTemplateId } from '@docvue/contracts';
import type { TenantContext } from '../../access/context.js';
import {
  requireOwnColumn,
  requireOwnDefinition,
  requireOwnDocumentType,
  type DocumentTypeRow,
} from '../../access/document-types.js';
import { requireVisibleDocument } from '../../access/documents.js';
import type { Database, Queryable } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { presentDocumentTypeDetail, presentDocumentTypeSummary } from './presenter.js';
import {
  connectedCompanyOfParty,
  detailsOfDocumentTypes,
  documentTypeSummariesOfCompany,
  lookupValuesFor,
} from './repository.js';

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

export interface LookupQuery {
  isThirdParty: boolean;
  documentId?: number | undefined;
}

/**
 * Whose master data a field or column offers: the caller's own, or, for a third-party field of a
 * document the caller sends, the company it is sent to (a vendor codes its invoice with the
 * purchaser's cost centres and AFEs, docs/product/documents.md §5: third-party cells are required).
 * The document is checked like any other: one the caller may not see is a 404.
 */
async function masterDataOwner(
  db: Database,
  ctx: TenantContext,
  field: { documentTypeId: number; isThirdParty: boolean },
  query: LookupQuery,
): Promise<number> {
  if (query.documentId === undefined) return ctx.companyId;
  const doc = await requireVisibleDocument(db, ctx, query.documentId);
  if (!query.isThirdParty || !field.isThirdParty || doc.side !== 'sender') return ctx.companyId;
  if (doc.documentTypeId !== field.documentTypeId) return ctx.companyId;
  if (doc.receiverCompanyId !== null) return doc.receiverCompanyId;
  const connected =
    doc.receivingPartyId === null ? null : await connectedCompanyOfParty(db, ctx.companyId, doc.receivingPartyId);
  return connected ?? ctx.companyId;
}

/** The values a lookup field of one of the company's document types offers. */
export async function lookupValuesOf(db: Database, ctx: TenantContext, definitionId: number, query: LookupQuery) {
  const definition = await requireOwnDefinition(db, ctx, definitionId);
  return lookupValuesFor(db, ctx.companyId, definition, await masterDataOwner(db, ctx, definition, query));
}

/** The values a line-item column offers (master data only: columns have no List values). */
export async function columnLookupValuesOf(db: Database, ctx: TenantContext, columnId: number, query: LookupQuery) {
  const column = await requireOwnColumn(db, ctx, columnId);
  const owner = await masterDataOwner(db, ctx, column, query);
  return lookupValuesFor(db, ctx.companyId, { id: null, metadataTypeId: column.metadataTypeId }, owner);
}
