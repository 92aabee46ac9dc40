import { inviteRequiresEmail } from '@docvue/contracts';
import type { TenantContext } from '../../access/context.js';
import type { AppContext } from '../../app-context.js';
import type { OwnParty } from '../../access/parties.js';
import type { Transaction } from '../../db/client.js';
import { queueMail } from '../../jobs/mail.js';
import { badRequest } from '../../lib/errors.js';
import { invitationMail } from './mails.js';
import { companyNameOf } from './repository.js';
import { alreadyConnected } from './send-helpers.js';
import {
  insertInvitation,
  markInviteSent,
  pendingInvitation,
  supersedeLink,
  updateInvitation,
} from './send-repository.js';
import {
  hashInvitationToken,
  INVITATION_TTL_MS,
  invitationLinkSecret,
  newInvitationToken,
  registrationLink,
  sealInvitationToken,
} from './tokens.js';
import { refreshOnboardingPending } from './refresh-onboarding-pending.js';

async function senderName(tx: Transaction, ctx: TenantContext) {
  return (await companyNameOf(tx, ctx.companyId)) ?? 'A company';
}

/**
 * Invite: e-mails `to` (the party's contacts) a registration link. Sending again makes a new link;
 * the earlier one stops working and says, when opened, that a newer one was sent.
 */
export async function inviteToNetwork(
  tx: Transaction,
  ctx: TenantContext,
  party: OwnParty,
  opts: { to: string[]; app: Pick<AppContext, 'config' | 'keys'> },
): Promise<void> {
  if (party.connectedCompanyId !== null) throw alreadyConnected(party);
  if (party.suggestedCompanyId !== null) {
    throw badRequest(`${party.name} is on the exchange network already: connect to them instead.`);
  }
  if (opts.to.length === 0) throw badRequest(inviteRequiresEmail);
  const token = newInvitationToken();
  const now = new Date();
  const sent = {
    tokenHash: hashInvitationToken(token),
    tokenSealed: sealInvitationToken(invitationLinkSecret(opts.app), token),
    receiverEmail: opts.to[0]!,
    lastSentAt: now,
    expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
  };
  const pending = await pendingInvitation(tx, party, 'invite');
  if (pending) {
    if (pending.tokenHash) await supersedeLink(tx, pending.tokenHash, pending.id, now);
    await updateInvitation(tx, pending.id, sent);
  } else {
    await insertInvitation(tx, {
      kind: 'invite',
      senderCompanyId: ctx.companyId,
      senderUserId: ctx.user.userId,
      senderPartyId: party.id,
      partyTypeId: party.partyTypeId,
      ...sent,
    });
  }
  const sender = await senderName(tx, ctx);
  const link = registrationLink(opts.app.config.publicUrl, token);
  await queueMail(
    tx,
    opts.to.map((to) => invitationMail({ to, senderCompany: sender, partyName: party.name, link })),
  );
  await markInviteSent(tx, party);
  await refreshOnboardingPending(tx, ctx.companyId);
}
