import { connectionStatusOf, partyTypeNameIn, type Party } from '@docvue/contracts';
import type { PartyRow } from './repository.js';

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
    name: p.name,
    number: p.number,
    phone: p.phone,
    ext: p.ext,
    cell: p.cell,
    emails: p.emails,
    emailsAsString: p.emails.join(' '),
    taxIdentifier: p.taxIdentifier,
    achRoutingTransitNumber: p.achRoutingTransitNumber,
    wireRoutingTransitNumber: p.wireRoutingTransitNumber,
    effectiveFromDate: p.effectiveFromDate,
    effectiveThruDate: p.effectiveThruDate,
    companyOrgUnitIds: units.map((u) => u.id),
    companyOrgUnits: units,
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
    externalSystem: p.externalSystem,
    externalSystemId: p.externalSystemId,
    connectedCompanyId: p.connectedCompanyId,
    suggestedCompanyId: p.suggestedCompanyId,
    isInviteSent: p.isInviteSent,
    connectionStatus: connectionStatusOf(p),
  };
}
