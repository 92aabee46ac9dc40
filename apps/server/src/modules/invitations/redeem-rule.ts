import { ErrorCode, invitationMessages } from '@docvue/contracts';
import type { InvitationRow } from '../../access/invitations.js';
import type { Queryable } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { invitationOfToken, senderOf, supersededLinkOf } from './repository.js';
import { taxKey } from './tokens.js';

/**
 * SECURITY-CRITICAL. Who may take an e-mailed invitation into a company: the party it was made for,
 * and nobody else who happens to hold the link (a forwarded mail, a guessed or leaked token). That
 * is someone who proved they read mail at the invited address, or a company whose tax identifier
 * is the one the sender recorded for the party (when it recorded one). Anyone else is refused and
 * nothing connects.
 */

/** Who is taking the invitation: the person (their address, and whether they proved it) and the company. */
export interface Claimant {
  email: string;
  /** The person proved the address: a mailed link used, or this invitation's own link to it. */
  emailProven: boolean;
  /** The company's tax number (the one registered, or being registered). */
  taxNumber: string | null;
}

/** Digits of a real tax identifier (an EIN or SSN has nine); shorter ones prove nothing. */
const MIN_TAX_DIGITS = 9;

export async function requireMadeFor(db: Queryable, invitation: InvitationRow, claimant: Claimant): Promise<void> {
  const sender = await senderOf(db, invitation);
  const invited = invitation.receiverEmail?.trim().toLowerCase();
  const byAddress = claimant.emailProven && invited !== undefined && invited === claimant.email.trim().toLowerCase();
  const partyTax = taxKey(sender.party?.taxIdentifier);
  const byTax = partyTax.length >= MIN_TAX_DIGITS && partyTax === taxKey(claimant.taxNumber);
  if (!byAddress && !byTax) {
    throw new AppError(ErrorCode.InvitationNotForYou, invitationMessages.notForYou(sender.company.legalName));
  }
}

/**
 * The pending invitation an e-mailed link names. A link replaced by a newer one says so (and when);
 * an unknown, used or expired link is the spec's 'Invitation not found'.
 */
export async function invitationOfLink(db: Queryable, token: string): Promise<InvitationRow> {
  const row = await invitationOfToken(db, token);
  if (row) return row;
  const superseded = await supersededLinkOf(db, token);
  if (superseded && superseded.invitation.status === 'pending') {
    const sender = await senderOf(db, superseded.invitation);
    const sentOn = (superseded.invitation.lastSentAt ?? superseded.supersededAt).toISOString().slice(0, 10);
    throw new AppError(ErrorCode.InvitationSuperseded, invitationMessages.superseded(sender.company.legalName, sentOn));
  }
  throw new AppError(ErrorCode.InvitationNotFound, invitationMessages.notFound);
}
