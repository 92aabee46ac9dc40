import { documentTemplateIds, type DocumentTemplateId } from '@docvue/contracts';
import type { TenantContext } from '../../access/context.js';
import { requireOwnDocumentType } from '../../access/document-types.js';
import type { Database } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { withDetails } from './document-type-details.js';

/** One of the company's document types, by its id or by the network template it instantiates. */
export async function getDocumentType(db: Database, ctx: TenantContext, by: { id: number } | { templateId: number }) {
  if ('templateId' in by && !documentTemplateIds.includes(by.templateId as DocumentTemplateId)) {
    throw notFound('The document template');
  }
  const type = await requireOwnDocumentType(db, ctx, by, 'id' in by ? undefined : 'The document template');
  return (await withDetails(db, [type]))[0]!;
}
