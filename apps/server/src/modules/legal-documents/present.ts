import type { LegalDocument } from '@docvue/contracts';
import type { TenantContext } from '../../access/context.js';
import type { Queryable } from '../../db/client.js';
import { presentLegalDocument } from './presenter.js';
import { companyNameOf, sharesOf, type LegalDocumentRow } from './repository.js';

/** One document as the caller sees it: the parties it is shared with only for its own company. */
export async function presentOne(db: Queryable, row: LegalDocumentRow, ctx: TenantContext): Promise<LegalDocument> {
  const own = row.companyId === ctx.companyId;
  const shares = own ? ((await sharesOf(db, [row.id])).get(row.id) ?? []) : [];
  return presentLegalDocument(row, await companyNameOf(db, row.companyId), shares);
}
