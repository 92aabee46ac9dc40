import type { TenantContext } from '../../access/context.js';
import { requireOwnParty } from '../../access/parties.js';
import type { AppContext } from '../../app-context.js';
import { badRequest } from '../../lib/errors.js';
import { inviteToNetwork } from './invite-to-network.js';

/** Resend Invite: the pending invitation of one of the company's parties, to this address. */
export async function resendInvitation(
  app: Pick<AppContext, 'db' | 'config' | 'jobs' | 'keys'>,
  ctx: TenantContext,
  body: { senderPartyIdOfReceiverCompany: number; receiverEmail: string },
) {
  const party = await requireOwnParty(app.db, ctx, body.senderPartyIdOfReceiverCompany);
  if (!party.isInviteSent || party.connectedCompanyId !== null || party.suggestedCompanyId !== null) {
    throw badRequest(`There is no invitation of ${party.name} to send again: invite them first.`);
  }
  await app.db.transaction((tx) => inviteToNetwork(tx, ctx, party, { to: [body.receiverEmail], app }));
  app.jobs.kick();
}
