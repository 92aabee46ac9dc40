import type { PartyTypeId } from '@docvue/contracts';
import type { TenantContext } from '../../access/context.js';
import type { OwnParty } from '../../access/parties.js';
import type { Transaction } from '../../db/client.js';
import { badRequest } from '../../lib/errors.js';
import { notifyInvitationReceived } from './notify-receiver.js';
import { alreadyConnected } from './send-helpers.js';
import { cancelPendingInvites, insertInvitation, markInviteSent, pendingInvitation } from './send-repository.js';
import { refreshOnboardingPending } from './refresh-onboarding-pending.js';

/**
 * Connect: asks the company the party matched on the network; its administrators are told. A link
 * e-mailed to the party before it was found on the network stops working: the connect request
 * replaces it, so one invitation per party waits for an answer.
 */
export async function askToConnect(tx: Transaction, ctx: TenantContext, party: OwnParty): Promise<void> {
  if (party.connectedCompanyId !== null) throw alreadyConnected(party);
  if (party.suggestedCompanyId === null) {
    throw badRequest(`${party.name} is not on the exchange network yet: invite them instead.`);
  }
  await cancelPendingInvites(tx, party);
  if (!(await pendingInvitation(tx, party, 'connect'))) {
    const invitationId = await insertInvitation(tx, {
      kind: 'connect',
      senderCompanyId: ctx.companyId,
      senderUserId: ctx.user.userId,
      senderPartyId: party.id,
      partyTypeId: party.partyTypeId as PartyTypeId,
      receiverCompanyId: party.suggestedCompanyId,
      lastSentAt: new Date(),
    });
    await notifyInvitationReceived(tx, { id: invitationId, senderCompanyId: ctx.companyId }, party.suggestedCompanyId);
  }
  await markInviteSent(tx, party);
  await refreshOnboardingPending(tx, ctx.companyId);
}
