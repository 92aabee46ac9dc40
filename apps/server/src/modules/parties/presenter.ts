import { connectionStatusOf, partyTypeNameIn, type Party, type PartyFields } from '@docvue/contracts';
import type { PartyRow } from './repository.js';

/**
 * A stored party's fields as the Party form sends them (none of its org units unless given): what
 * the party shows of them, and what a use case saves again with one change (invite-party.ts).
 */
export function partyFieldsOf(p: PartyRow, companyOrgUnitIds: number[] = []): PartyFields {
  return {
    name: p.name,
    number: p.number,
    taxIdentifier: p.taxIdentifier ?? '',
    emailsAsString: p.emails.join(' '),
    phone: p.phone,
    ext: p.ext,
    cell: p.cell,
    achRoutingTransitNumber: p.achRoutingTransitNumber,
    wireRoutingTransitNumber: p.wireRoutingTransitNumber,
    effectiveFromDate: p.effectiveFromDate,
    effectiveThruDate: p.effectiveThruDate,
    companyOrgUnitIds,
    addressLineOne: p.addressLineOne,
    addressLineTwo: p.addressLineTwo,
    city: p.city,
    state: p.state,
    zipCode: p.zipCode,
    altAddressLineOne: p.altAddressLineOne,
    altAddressLineTwo: p.altAddressLineTwo,
    altCity: p.altCity,
    altState: p.altState,
    altZipCode: p.altZipCode,
    isActive: p.isActive,
  };
}

/** A party of the caller's company, its type named in the company's words (its own word for Vendor). */
export function presentParty(
  p: PartyRow,
  units: { id: number; name: string; code: string }[],
  vendorTerm: string,
): Party {
  return {
    id: p.id,
    partyTypeId: p.partyTypeId,
    partyTypeName: partyTypeNameIn(p.partyTypeId, vendorTerm),
    ...partyFieldsOf(
      p,
      units.map((u) => u.id),
    ),
    // The form sends no tax identifier as ''; the party shows it as none.
    taxIdentifier: p.taxIdentifier,
    emails: p.emails,
    companyOrgUnits: units,
    externalSystem: p.externalSystem,
    externalSystemId: p.externalSystemId,
    connectedCompanyId: p.connectedCompanyId,
    suggestedCompanyId: p.suggestedCompanyId,
    isInviteSent: p.isInviteSent,
    connectionStatus: connectionStatusOf(p),
  };
}
