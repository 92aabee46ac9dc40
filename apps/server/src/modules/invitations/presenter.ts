import {
  counterpartPartyType,
  invitationMessages,
  PartyType,
  type Invitation,
  type InvitationPreview,
  type PartyTypeId,
} from '@docvue/contracts';
import type { InvitationRow } from '../../access/invitations.js';
import type { senderOf } from './repository.js';

type Sender = Awaited<ReturnType<typeof senderOf>>;

/** All but the last four digits hidden: enough to recognise a partner, not to copy its number. */
export const maskTaxNumber = (tax: string | null) =>
  tax ? tax.replace(/[0-9A-Za-z](?=(?:[^0-9A-Za-z]*[0-9A-Za-z]){4})/g, '*') : null;

/** The anonymous preview's mask: every letter and digit but the last four hidden (`••-•••1234`). */
export const maskPreviewTaxNumber = (tax: string | null | undefined) =>
  tax ? tax.replace(/[0-9A-Za-z](?=(?:[^0-9A-Za-z]*[0-9A-Za-z]){4})/g, '•') : null;

/**
 * An address as the anonymous preview shows it: the first letter of the name and of every part of
 * the domain but its last (`jane@operator.example` → `j•••@o•••.example`).
 */
export function maskEmail(email: string | null | undefined): string | null {
  if (!email) return null;
  const at = email.lastIndexOf('@');
  const first = (part: string) => `${[...part][0] ?? ''}•••`;
  if (at < 0) return first(email);
  const labels = email.slice(at + 1).split('.');
  const last = labels.length > 1 ? labels.pop()! : '';
  return `${first(email.slice(0, at))}@${[...labels.map(first), ...(last ? [last] : [])].join('.')}`;
}

const addressOf = (c: {
  addressLineOne: string | null;
  addressLineTwo: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
}) =>
  [
    c.addressLineOne,
    c.addressLineTwo,
    [c.city, [c.state, c.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', '),
  ]
    .filter(Boolean)
    .join(', ');

/** The sender is a vendor, owner or operator to the receiver: its type in the receiver's books is settled. */
const lockedTypes = new Set<number>([PartyType.Vendor, PartyType.Owner, PartyType.Operator]);

export function presentInvitation(row: InvitationRow, sender: Sender, actionedBy: string | null): Invitation {
  const partyTypeId = counterpartPartyType[row.partyTypeId as PartyTypeId] ?? PartyType.Vendor;
  const actionedMessage =
    row.status === 'pending'
      ? null
      : actionedBy && (row.status === 'accepted' || row.status === 'rejected')
        ? invitationMessages.actionedBy(row.status, actionedBy)
        : invitationMessages.actioned;
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    companyName: sender.company.legalName,
    companyAddress: addressOf(sender.company),
    senderEmail: sender.user?.email ?? null,
    maskedTaxNumber: maskTaxNumber(sender.company.taxNumber),
    senderCompanyId: row.senderCompanyId,
    senderPartyTypeOfReceiverCompany: row.partyTypeId,
    partyNumber: sender.party?.number ?? null,
    partyTypeId,
    partyTypeLocked: lockedTypes.has(partyTypeId),
    orgUnitIds: [],
    accepted: row.status === 'accepted',
    updateUser: actionedBy,
    actionedMessage,
  };
}

export function presentPreview(row: InvitationRow, sender: Sender): InvitationPreview {
  const p = sender.party;
  return {
    id: row.id,
    senderCompanyName: sender.company.legalName,
    partyName: p?.name ?? '',
    maskedReceiverEmail: maskEmail(row.receiverEmail),
    addressLineOne: p?.addressLineOne ?? null,
    addressLineTwo: p?.addressLineTwo ?? null,
    city: p?.city ?? null,
    state: p?.state ?? null,
    zipCode: p?.zipCode ?? null,
    maskedTaxNumber: maskPreviewTaxNumber(p?.taxIdentifier),
    partyTypeId: row.partyTypeId,
  };
}
