import {
  connectionStatusOf,
  type NetworkMatch,
  type OrgUnit,
  type Party,
  type PartyImportRow,
} from '@docvue/contracts';
import type { RecordedCall } from '@/testing/fake-api';

export const orgUnit = (id: number, name: string, code: string): OrgUnit => ({
  id,
  name,
  code,
  phone: null,
  addressLineOne: null,
  addressLineTwo: null,
  city: null,
  state: null,
  zipCode: null,
  isActive: true,
});

export const permianUnit = orgUnit(21, 'Permian Basin', 'PB');
export const eagleFordUnit = orgUnit(22, 'Eagle Ford', 'EF');
export const orgUnitsReply = { body: { items: [permianUnit, eagleFordUnit], totalRecords: 2, pageSize: 10000 } };

const typeNames: Record<number, string> = { 1: 'Vendor', 2: 'Owner', 3: 'Operator', 4: 'Bank', 5: 'Purchaser' };

type Network = Pick<Party, 'connectedCompanyId' | 'suggestedCompanyId' | 'isInviteSent'>;
/** The three fields a connection status comes from (docs/product/administration.md §4). */
export const onNetwork = {
  connected: { connectedCompanyId: 9, suggestedCompanyId: null, isInviteSent: false },
  connect: { connectedCompanyId: null, suggestedCompanyId: 9, isInviteSent: false },
  invite: { connectedCompanyId: null, suggestedCompanyId: null, isInviteSent: false },
  inviteSent: { connectedCompanyId: null, suggestedCompanyId: null, isInviteSent: true },
  connecting: { connectedCompanyId: null, suggestedCompanyId: 9, isInviteSent: true },
} satisfies Record<string, Network>;

/** A party of the company's directory, as the server presents it. */
export function party(id: number, name: string, extra: Partial<Party> = {}): Party {
  const network: Network = {
    connectedCompanyId: extra.connectedCompanyId ?? null,
    suggestedCompanyId: extra.suggestedCompanyId ?? null,
    isInviteSent: extra.isInviteSent ?? false,
  };
  const partyTypeId = extra.partyTypeId ?? 1;
  const emails = extra.emails ?? [`ap@${name.split(' ')[0]!.toLowerCase()}.example`];
  return {
    id,
    partyTypeId,
    partyTypeName: typeNames[partyTypeId]!,
    name,
    number: `V-${id}`,
    phone: '432-555-0100',
    ext: null,
    cell: null,
    emails,
    emailsAsString: emails.join(' '),
    // Nine digits: an EIN the TIN rule accepts (issue 31).
    taxIdentifier: `75-${String(id).padStart(7, '0')}`,
    achRoutingTransitNumber: null,
    wireRoutingTransitNumber: null,
    effectiveFromDate: '2026-01-01',
    effectiveThruDate: null,
    companyOrgUnitIds: [permianUnit.id],
    companyOrgUnits: [{ id: permianUnit.id, name: permianUnit.name, code: permianUnit.code }],
    addressLineOne: '100 W Wall St',
    addressLineTwo: null,
    city: 'Midland',
    state: 'TX',
    zipCode: '79701',
    altAddressLineOne: null,
    altAddressLineTwo: null,
    altCity: null,
    altState: null,
    altZipCode: null,
    isActive: true,
    externalSystem: null,
    externalSystemId: null,
    ...extra,
    ...network,
    connectionStatus: connectionStatusOf(network),
  };
}

/** The list call answered from a table of parties, filtered and paged the way the server does. */
export function partyListReply(parties: Party[]) {
  return (call: RecordedCall) => {
    const q = call.url.searchParams;
    const text = (q.get('query') ?? '').toLowerCase();
    const type = Number(q.get('partyTypeId') ?? 0);
    const status = Number(q.get('partyStatus') ?? 0);
    const page = Number(q.get('page') ?? 1);
    const size = Number(q.get('itemsPerPage') ?? 50);
    const found = parties.filter(
      (p) =>
        (!text || [p.name, p.number, p.phone, p.city, ...p.emails].some((v) => v?.toLowerCase().includes(text))) &&
        (!type || p.partyTypeId === type) &&
        (!status || p.connectionStatus === status),
    );
    return { body: { items: found.slice((page - 1) * size, page * size), totalRecords: found.length } };
  };
}

export const networkMatch = (p: Party, company: string, matchedBy: NetworkMatch['matchedBy']): NetworkMatch => ({
  party: { ...p, ...onNetwork.connect, connectionStatus: 2 },
  company: { id: 9, name: company, city: 'Houston', state: 'TX' },
  score: matchedBy === 'taxIdentifier' ? 1 : 0.8,
  matchedBy,
});

export const importRow = (rowNumber: number, name: string, errorMessage: string | null = null): PartyImportRow => ({
  rowNumber,
  success: errorMessage === null,
  errorMessage,
  entity: {
    number: `V-${rowNumber}`,
    name,
    addressLineOne: '500 N Loraine St',
    addressLineTwo: 'Suite 200',
    city: 'Midland',
    state: 'TX',
    zipCode: '79701',
    phone: '432-555-0199',
  },
});
