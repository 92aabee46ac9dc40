import type { Api, BodyOf, LegalDocument } from '@docvue/contracts';
import type { TenantContext } from '../../access/context.js';
import { requireOwnParty } from '../../access/parties.js';
import type { Database } from '../../db/client.js';
import { presentLegalDocument } from './presenter.js';
import { searchLegalDocumentRows, sharesOf } from './repository.js';

/** The company's own documents, or with `partyId` what the party's company shares with it. */
export async function searchLegalDocuments(
  db: Database,
  ctx: TenantContext,
  q: BodyOf<Api['searchLegalDocuments']>,
): Promise<{ items: LegalDocument[] }> {
  let owner: { companyId: number; sharedWith?: number } = { companyId: ctx.companyId };
  if (q.partyId !== undefined) {
    const party = await requireOwnParty(db, ctx, q.partyId);
    if (party.connectedCompanyId == null) return { items: [] };
    owner = { companyId: party.connectedCompanyId, sharedWith: ctx.companyId };
  }
  const rows = await searchLegalDocumentRows(db, {
    ...owner,
    legalDocumentTypeId: q.legalDocumentTypeId,
    isActive: q.isActive,
  });
  const shares = await sharesOf(
    db,
    rows.filter((r) => r.doc.companyId === ctx.companyId).map((r) => r.doc.id),
  );
  return {
    items: rows.map((r) => presentLegalDocument(r.doc, r.companyName, shares.get(r.doc.id) ?? [])),
  };
}
