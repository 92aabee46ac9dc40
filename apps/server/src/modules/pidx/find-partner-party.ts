import { PartyType } from '@docvue/contracts';
import type { TenantContext } from '../../access/context.js';
import { findOwnParty, type OwnParty } from '../../access/parties.js';
import type { Database } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import type { PidxInvoice, PidxPartner } from './invoice-model.js';
import { connectedPartiesOf, numbersGivenToSender, type ConnectedParty } from './partner-repository.js';
import { pidxProblem } from './pidx-problem.js';
import { partnerWithRole } from './read-partners.js';

const norm = (s: string | null | undefined) => (s ?? '').replace(/[\s-]/g, '').toLowerCase();
const kind = (indicator: string) => indicator.replace(/[\s_-]/g, '').toLowerCase();

/** The roles that name the buyer, in the order they are trusted. */
const buyerRoles = ['BillTo', 'SoldTo', 'Payer', 'Buyer', 'Customer', 'ShipTo'];

/**
 * How a buyer's identifier matches the sender's party of it (docs/design.md §9): the seller's own
 * number for its customer is the party number (or the ERP id kept with the party); a DUNS number is
 * the ERP id or the number; a tax id is the party's or its connected company's.
 */
function matchesBuyerId(p: ConnectedParty, id: { indicator: string; value: string }): boolean {
  const k = kind(id.indicator);
  const v = norm(id.value);
  if (['assignedbyseller', 'assignedbysupplier', 'assignedbyvendor', 'assignedbysender'].includes(k)) {
    return norm(p.number) === v || norm(p.externalSystemId) === v;
  }
  if (k.startsWith('duns') || k === 'assignedbybuyer' || k === 'globallocationnumber') {
    return norm(p.externalSystemId) === v || norm(p.number) === v;
  }
  if (k.includes('tax') || k === 'employeridentificationnumber') {
    return norm(p.taxIdentifier) === v || norm(p.companyTaxNumber) === v;
  }
  return false;
}

const describe = (partner: PidxPartner) =>
  partner.identifiers.map((i) => `${i.indicator} ${i.value}`).join(', ') || 'no PartnerIdentifier';

/**
 * The party an invoice goes to: among the sender's connected parties only (so a file naming a
 * stranger's partner ids cannot reach anyone the sender is not connected with), the one the
 * buyer's identifiers name, or the one the Seller's `AssignedByBuyer` names in the buyer's books.
 * A party chosen by the sender (the web's Send dialog) is kept when the identifiers name none, and
 * must be the one they name otherwise.
 */
export async function findPartnerParty(
  db: Database,
  ctx: TenantContext,
  inv: PidxInvoice,
  chosenPartyId: number | null | undefined,
): Promise<OwnParty> {
  const chosen = chosenPartyId ? await findOwnParty(db, ctx, chosenPartyId) : undefined;
  if (chosenPartyId && !chosen) throw notFound('The receiving party');
  const candidates = (await connectedPartiesOf(db, ctx.companyId)).filter(
    (p) => p.partyTypeId === PartyType.Purchaser || chosen?.id === p.id,
  );
  const buyer = partnerWithRole(inv.partners, ...buyerRoles);
  const matched = new Set<number>();
  if (buyer) for (const p of candidates) if (buyer.identifiers.some((id) => matchesBuyerId(p, id))) matched.add(p.id);

  const seller = partnerWithRole(inv.partners, 'Seller', 'Vendor', 'Supplier', 'RemitTo');
  const givenBy = seller?.identifiers.filter((i) => kind(i.indicator) === 'assignedbybuyer') ?? [];
  if (matched.size === 0 && givenBy.length > 0) {
    const numbers = await numbersGivenToSender(db, ctx.companyId, [
      ...new Set(candidates.map((c) => c.connectedCompanyId)),
    ]);
    const companies = new Set(
      numbers
        .filter((n) =>
          givenBy.some((g) => norm(g.value) === norm(n.number) || norm(g.value) === norm(n.externalSystemId)),
        )
        .map((n) => n.companyId),
    );
    for (const p of candidates) if (companies.has(p.connectedCompanyId)) matched.add(p.id);
  }

  const where = buyer
    ? `/Invoice/InvoiceProperties/PartnerInformation[@partnerRoleIndicator="${buyer.role}"]`
    : '/Invoice/InvoiceProperties/PartnerInformation';
  if (matched.size > 1) {
    throw pidxProblem(
      where,
      `the partner identifiers (${buyer ? describe(buyer) : 'Seller AssignedByBuyer'}) name ${matched.size} of your connected parties; identify one`,
    );
  }
  const [only] = [...matched];
  if (only !== undefined) {
    if (chosen && chosen.id !== only) {
      throw pidxProblem(where, 'the partner identifiers name another party than the receiving party chosen');
    }
    return chosen ?? (await findOwnParty(db, ctx, only))!;
  }
  if (chosen) return chosen;
  throw pidxProblem(
    where,
    `the partner identifiers (${buyer ? describe(buyer) : 'no BillTo, SoldTo or Payer partner'}) name no party connected with your company`,
  );
}
