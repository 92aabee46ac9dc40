import type { TenantContext } from '../../access/context.js';
import { requireVisibleDocument } from '../../access/documents.js';
import type { Database } from '../../db/client.js';
import { connectedCompanyOfParty } from './repository.js';

export interface LookupQuery {
  isThirdParty: boolean;
  documentId?: number | undefined;
}

/**
 * Whose master data a field or column offers: the caller's own, or, for a third-party field of a
 * document the caller sends, the company it is sent to (a vendor codes its invoice with the
 * purchaser's cost centres and AFEs, docs/product/documents.md §5: third-party cells are required).
 * The document is checked like any other: one the caller may not see is a 404.
 * Shared by list-lookup-values.ts and list-column-lookup-values.ts.
 */
export async function masterDataOwner(
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
