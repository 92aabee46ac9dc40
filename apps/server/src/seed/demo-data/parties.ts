import { PartyType, type PartyTypeId } from '@docvue/contracts';
import { demoCompany, type CompanyKey } from './companies.js';
import { offNetworkParties } from './off-network-parties.js';
import type { DemoParty, PartyNetwork } from './party-shape.js';

interface Side {
  company: CompanyKey;
  /** The type the partner has in this side's book, its number there, org units and contacts. */
  partnerType: PartyTypeId;
  number: string;
  orgUnits: string[];
  emails: string[];
}

/** An entry for a partner that is a company of the network, copied from its registration. */
function entryFor(owner: Side, partner: CompanyKey, network: PartyNetwork): DemoParty {
  const c = demoCompany(partner);
  return {
    owner: owner.company,
    key: partner,
    partyTypeId: owner.partnerType,
    name: c.legalName,
    number: owner.number,
    emails: owner.emails,
    taxIdentifier: c.taxNumber,
    phone: c.phone,
    addressLineOne: c.addressLineOne,
    ...(c.addressLineTwo ? { addressLineTwo: c.addressLineTwo } : {}),
    city: c.city,
    state: c.state,
    zipCode: c.zipCode,
    orgUnits: owner.orgUnits,
    network,
  };
}

/** Both sides of a connection: each one's entry points at the other company. */
function connection(a: Side, b: Side): DemoParty[] {
  return [
    entryFor(a, b.company, { kind: 'connected', company: b.company }),
    entryFor(b, a.company, { kind: 'connected', company: a.company }),
  ];
}

const { Vendor, Owner, Operator, Bank, Purchaser } = PartyType;

export const demoParties: readonly DemoParty[] = [
  ...connection(
    {
      company: 'permian',
      partnerType: Purchaser,
      number: 'CUST-1001',
      orgUnits: ['MID', 'PEC'],
      emails: ['ap@redmesaenergy.example'],
    },
    {
      company: 'redmesa',
      partnerType: Vendor,
      number: 'V-20417',
      orgUnits: ['PBA', 'ACC'],
      emails: ['billing@permianservices.example', 'admin@permianservices.example'],
    },
  ),
  ...connection(
    {
      company: 'permian',
      partnerType: Purchaser,
      number: 'CUST-1002',
      orgUnits: ['HOB'],
      emails: ['payables@bluecreekmidstream.example'],
    },
    {
      company: 'bluecreek',
      partnerType: Vendor,
      number: 'V-0388',
      orgUnits: ['DBG', 'CFO'],
      emails: ['billing@permianservices.example'],
    },
  ),
  ...connection(
    {
      company: 'redmesa',
      partnerType: Owner,
      number: 'OWN-004417',
      orgUnits: ['ACC'],
      emails: ['royalties@cimarrontrust.example', 'signer@cimarrontrust.example'],
    },
    {
      company: 'cimarron',
      partnerType: Operator,
      number: 'OPR-RM01',
      orgUnits: ['ADM', 'MIN'],
      emails: ['revenue@redmesaenergy.example'],
    },
  ),
  ...connection(
    {
      company: 'redmesa',
      partnerType: Purchaser,
      number: 'PUR-0007',
      orgUnits: ['PBA', 'ACC'],
      emails: ['crude.accounting@bluecreekmidstream.example'],
    },
    {
      company: 'bluecreek',
      partnerType: Operator,
      number: 'OPR-1129',
      orgUnits: ['CMK'],
      emails: ['revenue@redmesaenergy.example'],
    },
  ),
  ...connection(
    {
      company: 'bluecreek',
      partnerType: Owner,
      number: 'OWN-77310',
      orgUnits: ['CMK'],
      emails: ['royalties@cimarrontrust.example'],
    },
    {
      company: 'cimarron',
      partnerType: Operator,
      number: 'OPR-BC02',
      orgUnits: ['MIN'],
      emails: ['owner.relations@bluecreekmidstream.example'],
    },
  ),
  ...connection(
    {
      company: 'cimarron',
      partnerType: Bank,
      number: 'BNK-01',
      orgUnits: ['ADM'],
      emails: ['trust.operations@firstplainsbank.example'],
    },
    {
      company: 'firstplains',
      partnerType: Owner,
      number: 'TR-5521',
      orgUnits: ['TMM'],
      emails: ['admin@cimarrontrust.example'],
    },
  ),
  ...connection(
    {
      company: 'redmesa',
      partnerType: Bank,
      number: 'BNK-FPNB',
      orgUnits: ['ACC'],
      emails: ['energy.lending@firstplainsbank.example'],
    },
    {
      company: 'firstplains',
      partnerType: Operator,
      number: 'CL-8830',
      orgUnits: ['ENL'],
      emails: ['treasury@redmesaenergy.example'],
    },
  ),

  // On the network but not connected yet: "Connect", and "Waiting for other party to accept".
  entryFor(
    {
      company: 'redmesa',
      partnerType: Operator,
      number: 'OPR-LLANO',
      orgUnits: ['PBA'],
      emails: ['jib@llanoresources.example'],
    },
    'llano',
    { kind: 'suggested', company: 'llano', inviteSent: false },
  ),
  // The cloud company asked Blue Creek to connect (its people work on its own host, so a request
  // from Blue Creek could only be answered there): Blue Creek's administrator accepts it here, in
  // Invitations, as the real Connect leaves it (a pending invitation, see insertConnectRequests).
  entryFor(
    {
      company: 'bluecreek',
      // Llano sells Blue Creek its gas: a vendor in Blue Creek's book, Blue Creek a purchaser in Llano's.
      partnerType: Vendor,
      number: 'V-2204',
      orgUnits: ['CMK'],
      emails: ['revenue@llanoresources.example'],
    },
    'llano',
    { kind: 'suggested', company: 'llano', inviteSent: false },
  ),
  entryFor(
    {
      company: 'llano',
      partnerType: Purchaser,
      number: 'PUR-0311',
      orgUnits: ['LBK'],
      emails: ['payables@bluecreekmidstream.example'],
    },
    'bluecreek',
    { kind: 'suggested', company: 'bluecreek', inviteSent: true },
  ),

  ...offNetworkParties,
];

/** The entry in `owner`'s book for `partnerKey`. */
export function demoParty(owner: CompanyKey, partnerKey: string): DemoParty {
  const p = demoParties.find((x) => x.owner === owner && x.key === partnerKey);
  if (!p) throw new Error(`${owner} has no party ${partnerKey}`);
  return p;
}
