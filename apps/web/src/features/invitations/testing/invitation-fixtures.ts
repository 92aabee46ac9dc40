import {
  connectionStatusOf,
  type Invitation,
  type InvitationPreview,
  type OrgUnit,
  type Party,
} from '@docvue/contracts';

import { partyRecord } from '@/testing/document-fixtures';
/** The sender company of the invitations below. */
export const SENDER_COMPANY_ID = 9;

/** An invitation to the company, as the server presents it: pending, from a vendor by default. */
export const invitation = (id: number, companyName: string, extra: Partial<Invitation> = {}): Invitation => ({
  id,
  kind: 'invite',
  status: 'pending',
  companyName,
  companyAddress: '500 W Texas Ave, Midland, TX 79701',
  senderEmail: `ap@${companyName.split(' ')[0]!.toLowerCase()}.example`,
  maskedTaxNumber: '**-***4567',
  senderCompanyId: SENDER_COMPANY_ID,
  senderPartyTypeOfReceiverCompany: 5,
  partyNumber: 'P-0042',
  partyTypeId: 1,
  partyTypeLocked: true,
  orgUnitIds: [],
  accepted: false,
  updateUser: null,
  actionedMessage: null,
  ...extra,
});

/** What the sign-up reads of an e-mailed invitation. */
export const preview = (extra: Partial<InvitationPreview> = {}): InvitationPreview => ({
  id: 31,
  senderCompanyName: 'Red Mesa Energy Partners',
  partyName: 'Pecos Valley Royalty',
  maskedReceiverEmail: 'o•••@p•••.example',
  addressLineOne: '210 N Main St',
  addressLineTwo: 'Suite 4',
  city: 'Pecos',
  state: 'TX',
  zipCode: '79772',
  maskedTaxNumber: '••-•••4321',
  partyTypeId: 2,
  ...extra,
});

export const orgUnit = (id: number, name: string): OrgUnit => ({
  id,
  name,
  code: name.slice(0, 2).toUpperCase(),
  phone: null,
  addressLineOne: null,
  addressLineTwo: null,
  city: null,
  state: null,
  zipCode: null,
  isActive: true,
});

export const orgUnitsReply = (units: OrgUnit[]) => ({
  body: { items: units, totalRecords: units.length, pageSize: 10000 },
});

/** A party of the company's books. */
export function party(id: number, name: string, extra: Partial<Party> = {}): Party {
  const network = {
    connectedCompanyId: extra.connectedCompanyId ?? null,
    suggestedCompanyId: extra.suggestedCompanyId ?? null,
    isInviteSent: extra.isInviteSent ?? false,
  };
  return {
    ...partyRecord(id, name, 0, 1),
    partyTypeName: 'Vendor',
    number: `V-${id}`,
    ...extra,
    ...network,
    connectionStatus: connectionStatusOf(network),
  };
}
