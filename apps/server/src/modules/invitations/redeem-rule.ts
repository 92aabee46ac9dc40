import { ErrorCode, invitationMessages } from '@docvue/contracts';
import type { InvitationRow } from '../../access/invitations.js';
import type { Queryable } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { invitationOfToken, senderOf, supersededLinkOf } from './repository.js';
import { taxKey } from './tokens.js';

/**
 * SECURITY-CRITICAL. Who may take an e-mailed invitation into a company: the party it was made for,
 * and nobody else who happens to hold the link (a forwarded mail, a guessed or leaked token).
 *
 * - A company being registered: only with the very address the invitation was sent to. The new
 *   account proves nothing yet (the token was in every mail the link was forwarded in); it can do
 *   nothing either until the link mailed to that address is used, and then it is the address's
 *   owner who accepts or rejects. The tax number of a sign-up is typed by a stranger, and the
 *   anonymous preview once showed it: it is no claim here.
 * - A signed-in administrator of a company: one who proved they read mail at the invited address,
 *   or, when the sender recorded the party's tax identifier, one who proved their own address and
 *   whose company has that tax identifier (an address nobody proved is no one's to answer for).
 *
 * Anyone else is refused and nothing connects.
 */

/** Who is taking the invitation. */
export type Claimant =
  | {
      /** A company being registered, with its administrator's address (registration/register-company.ts). */
      registering: true;
      email: string;
    }
  | {
      registering?: false;
      email: string;
      /** The person proved the address: a link mailed to it was used, or their issuer verified it. */
      emailProven: boolean;
      /** The company's registered tax number. */
      taxNumber: string | null;
    };

/** Digits of a real tax identifier (an EIN or SSN has nine); shorter ones prove nothing. */
const MIN_TAX_DIGITS = 9;

export async function requireMadeFor(db: Queryable, invitation: InvitationRow, claimant: Claimant): Promise<void> {
  const sender = await senderOf(db, invitation);
  const invited = invitation.receiverEmail?.trim().toLowerCase();
  const sameAddress = invited !== undefined && invited === claimant.email.trim().toLowerCase();
  const madeFor = claimant.registering
    ? sameAddress
    : claimant.emailProven && (sameAddress || byTaxNumber(sender.party?.taxIdentifier, claimant.taxNumber));
  if (!madeFor) {
    throw new AppError(ErrorCode.InvitationNotForYou, invitationMessages.notForYou(sender.company.legalName));
  }
}

function byTaxNumber(partyTax: string | null | undefined, companyTax: string | null): boolean {
  const key = taxKey(partyTax);
  return key.length >= MIN_TAX_DIGITS && key === taxKey(companyTax);
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
