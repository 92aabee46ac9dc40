import { z } from 'zod';
import { id, wholeNumber } from './common.js';
import { PartyType, type PartyTypeId } from './ids.js';

export const invitationStatuses = ['pending', 'accepted', 'rejected', 'cancelled'] as const;

/** An invitation as the receiving company sees it (docs/product/administration.md §3 "Invitation"). */
export const invitation = z.object({
  id: z.number().int(),
  kind: z.enum(['connect', 'invite']),
  status: z.enum(invitationStatuses),
  companyName: z.string(),
  companyAddress: z.string(),
  senderEmail: z.string().nullable(),
  /** The sender's tax number with all but its last four digits hidden. */
  maskedTaxNumber: z.string().nullable(),
  senderCompanyId: z.number().int(),
  /** What the receiver is in the sender's books (Purchaser, Owner, …). */
  senderPartyTypeOfReceiverCompany: z.number().int(),
  /** The receiver's number in the sender's books. */
  partyNumber: z.string().nullable(),
  /** What the sender will be in the receiver's books (the counterpart). */
  partyTypeId: z.number().int(),
  /** The sender is a vendor, owner or operator: its type in the receiver's books is that. */
  partyTypeLocked: z.boolean(),
  orgUnitIds: z.array(z.number().int()),
  accepted: z.boolean(),
  /** Who accepted or rejected it, once someone has. */
  updateUser: z.string().nullable(),
  /** The spec's words when it was actioned already, else null. */
  actionedMessage: z.string().nullable(),
});
export type Invitation = z.infer<typeof invitation>;
export const invitationsResponse = z.array(invitation);

/**
 * What the sign-up page shows of an e-mailed invitation before anyone is signed in. Whoever holds
 * the link sees it (a forwarded mail too): the address it was sent to and the party's tax number
 * only masked (`j•••@o•••.example`, `••-•••1234`), enough for the invited to recognise, not to copy.
 */
export const invitationPreview = z.object({
  id: z.number().int(),
  senderCompanyName: z.string(),
  /** Prefills the sign-up: the sender's record of the invited partner. */
  partyName: z.string(),
  maskedReceiverEmail: z.string().nullable(),
  addressLineOne: z.string().nullable(),
  addressLineTwo: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string().nullable(),
  maskedTaxNumber: z.string().nullable(),
  /** What the invited company will be on the network (the type it has in the sender's books). */
  partyTypeId: z.number().int(),
});
export type InvitationPreview = z.infer<typeof invitationPreview>;

export const invitationTokenParams = z.object({ token: z.string().trim().min(1).max(100) });

/** `POST /invitation/accept` (docs/product/administration.md §3 "Accept payload"). */
export const acceptInvitationBody = z
  .object({
    id,
    /** A new party for the sender: its number, type and org units. */
    partyNumber: z.string().trim().max(255).nullish(),
    partyTypeId: wholeNumber().nullish(),
    orgUnitIds: z.array(id).max(1000).default([]),
    /** Or an existing party of the receiver's books. */
    existingPartyId: id.nullish(),
  })
  .superRefine((b, ctx) => {
    if (b.existingPartyId) return;
    if (!b.partyNumber) ctx.addIssue({ code: 'custom', path: ['partyNumber'], message: 'Required' });
    if (!b.partyTypeId) ctx.addIssue({ code: 'custom', path: ['partyTypeId'], message: 'Required' });
  });
export type AcceptInvitationBody = z.input<typeof acceptInvitationBody>;
export const acceptInvitationResponse = z.object({ companyName: z.string(), partyId: z.number().int() });

/** `GET /party/{id}/invitelink`: the pending invitation's link, who it was sent to, until when it works. */
export const invitationLink = z.object({ url: z.string(), sentTo: z.string(), expiresAt: z.string() });
export type InvitationLink = z.infer<typeof invitationLink>;

/** `POST /invitation/onboard/{id}`: the e-mailed token proves the invitation was meant for the caller. */
export const onboardInvitationBody = z.object({ token: z.string().trim().min(1).max(100) });

/** The invitation screens' words (docs/product/administration.md §2, §4, §8). */
export const invitationMessages = {
  notFound: 'Invitation not found',
  notFoundOrExpired: 'Invitation not found, or expired',
  askAdmin: 'Ask your admin to accept or reject the invitation.',
  actioned: 'The invite has already been actioned on',
  rejected: 'Invitation Rejected',
  connected: (company: string) => `You are now connected to ${company}`,
  actionedBy: (status: 'accepted' | 'rejected', name: string) => `${status} by user ${name}`,
  superseded: (sender: string, sentOn: string) =>
    `${sender} sent a newer invitation on ${sentOn}: open the link in the latest e-mail, or ask them for it.`,
  notForYou: (sender: string) =>
    `This invitation was sent to another e-mail address. Use the address it was sent to, or ask ${sender} to invite you.`,
  noPendingInvitation: (party: string) => `There is no invitation of ${party} waiting: invite them first.`,
} as const;

/**
 * What the sender is in the receiver's books, from what the receiver is in the sender's: a
 * purchaser's partner is its vendor, an owner's is its operator, and the other way round.
 */
export const counterpartPartyType: Record<PartyTypeId, PartyTypeId> = {
  [PartyType.Purchaser]: PartyType.Vendor,
  [PartyType.Vendor]: PartyType.Purchaser,
  [PartyType.Owner]: PartyType.Operator,
  [PartyType.Operator]: PartyType.Owner,
  [PartyType.Bank]: PartyType.Owner,
};
