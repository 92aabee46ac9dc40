import type { PidxPartner } from './invoice-model.js';
import { attr, childNamed, childrenNamed, findBelow, textOf, type XmlElement } from './xml-tree.js';
import { pidxProblem } from './pidx-problem.js';

/** The partners with their ids and element paths, however many (an InvoiceResponse needs none). */
export const readPartnersLeniently = (props: XmlElement) =>
  childrenNamed(props, 'PartnerInformation').map((el) => ({
    path: el.path,
    role: attr(el, 'partnerRoleIndicator') ?? textOf(el, 'PartnerRoleIndicator') ?? '',
    identifiers: childrenNamed(el, 'PartnerIdentifier')
      .map((id) => ({ indicator: attr(id, 'partnerIdentifierIndicator') ?? 'Unknown', value: textOf(id) ?? '' }))
      .filter((id) => id.value),
  }));

/** The partners of an invoice's properties: at least two, each with its role (PIDX requires ≥ 2). */
export function readPartners(props: XmlElement): PidxPartner[] {
  const elements = childrenNamed(props, 'PartnerInformation');
  if (elements.length < 2) {
    throw pidxProblem(`${props.path}/PartnerInformation`, 'at least two partners are required (Seller and BillTo)');
  }
  return elements.map((el) => {
    const role = attr(el, 'partnerRoleIndicator') ?? textOf(el, 'PartnerRoleIndicator');
    if (!role) throw pidxProblem(el.path, 'partnerRoleIndicator is required');
    const identifiers = childrenNamed(el, 'PartnerIdentifier')
      .map((id) => ({
        indicator: attr(id, 'partnerIdentifierIndicator') ?? 'Unknown',
        value: textOf(id) ?? '',
      }))
      .filter((id) => id.value);
    const address = childNamed(el, 'AddressInformation');
    return {
      role,
      identifiers,
      ...(textOf(el, 'PartnerName') ? { name: textOf(el, 'PartnerName')! } : {}),
      ...(address ? { address: addressText(address) } : {}),
    };
  });
}

function addressText(address: XmlElement): string {
  const lines = childrenNamed(address, 'AddressLine', 'StreetName')
    .map((l) => textOf(l))
    .filter(Boolean);
  const city = textOf(findBelow(address, 'CityName', 'City'));
  const state = textOf(findBelow(address, 'StateProvince', 'StateProvinceCode', 'State'));
  const zip = textOf(findBelow(address, 'PostalCode', 'PostalCodeNumber'));
  const last = [city, [state, zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [...lines, last].filter(Boolean).join(', ');
}

const same = (a: string, b: string) => a.replace(/\s/g, '').toLowerCase() === b.replace(/\s/g, '').toLowerCase();

/** The partner with this role (role names compared without case or spaces: "Bill To", "billto"). */
export const partnerWithRole = (partners: PidxPartner[], ...roles: string[]) =>
  roles.map((r) => partners.find((p) => same(p.role, r))).find(Boolean);
