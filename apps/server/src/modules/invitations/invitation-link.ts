import { invitationMessages, type InvitationLink } from '@docvue/contracts';
import type { TenantContext } from '../../access/context.js';
import { requireOwnParty } from '../../access/parties.js';
import type { AppContext } from '../../app-context.js';
import { badRequest } from '../../lib/errors.js';
import { pendingInviteOfParty } from './repository.js';
import { invitationLinkSecret, openInvitationToken, registrationLink } from './tokens.js';

/**
 * "Copy invite link": the link e-mailed with a party's pending invitation, for the sender to hand
 * over by other means (no mail server, a mail that went astray). It is the same link the mail
 * carries, and it is no key: whoever registers with it must use the invited address or the party's
 * tax identifier.
 */
export async function invitationLinkOf(
  app: Pick<AppContext, 'db' | 'config' | 'keys'>,
  ctx: TenantContext,
  partyId: number,
): Promise<InvitationLink> {
  const party = await requireOwnParty(app.db, ctx, partyId);
  const row = await pendingInviteOfParty(app.db, ctx.companyId, party.id);
  if (!row) throw badRequest(invitationMessages.noPendingInvitation(party.name));
  const token = row.tokenSealed ? openInvitationToken(invitationLinkSecret(app), row.tokenSealed) : null;
  if (!token || !row.receiverEmail || !row.expiresAt) {
    throw badRequest('This invitation was sent before its link could be copied: send it again to get one.');
  }
  return {
    url: registrationLink(app.config.publicUrl, token),
    sentTo: row.receiverEmail,
    expiresAt: row.expiresAt.toISOString(),
  };
}
