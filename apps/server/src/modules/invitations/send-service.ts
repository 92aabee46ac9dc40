import { inviteRequiresEmail, type PartyTypeId } from '@docvue/contracts';
import { and, eq } from 'drizzle-orm';
import type { TenantContext } from '../../access/context.js';
import type { AppContext } from '../../app-context.js';
import type { OwnParty } from '../../access/parties.js';
import type { Transaction } from '../../db/client.js';
import { companies, invitations, parties, supersededInvitationLinks } from '../../db/schema/index.js';
import { queueMail } from '../../jobs/mail.js';
import { badRequest } from '../../lib/errors.js';
import { invitationMail } from './mails.js';
import { notifyInvitationReceived } from './notify-receiver.js';
import { refreshOnboardingPending } from './repository.js';
import {
  hashInvitationToken,
  INVITATION_TTL_MS,
  invitationLinkSecret,
  newInvitationToken,
  registrationLink,
  sealInvitationToken,
} from './tokens.js';

/**
 * Sending side of invitations (docs/design.md §4): a party on the network is asked to connect, a
 * party off it is e-mailed a registration link. Both mark the party's invite as sent, in the
 * caller's transaction, so the state the lists show is the state that was stored.
 */

async function senderName(tx: Transaction, ctx: TenantContext) {
  const [row] = await tx.select({ name: companies.legalName }).from(companies).where(eq(companies.id, ctx.companyId));
  return row?.name ?? 'A company';
}

const alreadyConnected = (party: OwnParty) =>
  badRequest(`${party.name} is already connected to you on the exchange network.`);

async function markInviteSent(tx: Transaction, party: OwnParty) {
  await tx.update(parties).set({ isInviteSent: true }).where(eq(parties.id, party.id));
}

async function pendingInvitation(tx: Transaction, party: OwnParty, kind: 'connect' | 'invite') {
  const [row] = await tx
    .select()
    .from(invitations)
    .where(and(eq(invitations.senderPartyId, party.id), eq(invitations.kind, kind), eq(invitations.status, 'pending')))
    .limit(1);
  return row;
}

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
  await tx
    .update(invitations)
    .set({ status: 'cancelled', actionedAt: new Date() })
    .where(
      and(eq(invitations.senderPartyId, party.id), eq(invitations.kind, 'invite'), eq(invitations.status, 'pending')),
    );
  if (!(await pendingInvitation(tx, party, 'connect'))) {
    const [invitation] = await tx
      .insert(invitations)
      .values({
        kind: 'connect',
        senderCompanyId: ctx.companyId,
        senderUserId: ctx.user.userId,
        senderPartyId: party.id,
        partyTypeId: party.partyTypeId as PartyTypeId,
        receiverCompanyId: party.suggestedCompanyId,
        lastSentAt: new Date(),
      })
      .returning({ id: invitations.id });
    await notifyInvitationReceived(
      tx,
      { id: invitation!.id, senderCompanyId: ctx.companyId },
      party.suggestedCompanyId,
    );
  }
  await markInviteSent(tx, party);
  await refreshOnboardingPending(tx, ctx.companyId);
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
    if (pending.tokenHash) {
      await tx
        .insert(supersededInvitationLinks)
        .values({ tokenHash: pending.tokenHash, invitationId: pending.id, supersededAt: now })
        .onConflictDoNothing();
    }
    await tx.update(invitations).set(sent).where(eq(invitations.id, pending.id));
  } else {
    await tx.insert(invitations).values({
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
