import type { PartyTypeId } from '@docvue/contracts';
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { invitations, orgUnits, parties, partyOrgUnits } from '../../db/schema/index.js';
import type { senderOf } from './repository.js';

/** The company that registered the link's invitation receives it. */
export async function setReceiver(tx: Queryable, invitationId: number, companyId: number) {
  await tx.update(invitations).set({ receiverCompanyId: companyId }).where(eq(invitations.id, invitationId));
}

/** The receiver's party for the sender, connected to the sender's company. */
export async function connectReceiverParty(tx: Queryable, partyId: number, senderCompanyId: number) {
  await tx
    .update(parties)
    .set({ connectedCompanyId: senderCompanyId, suggestedCompanyId: senderCompanyId, isInviteSent: false })
    .where(eq(parties.id, partyId));
}

/** The sender's party for the receiver, connected to the receiver's company. */
export async function connectSenderParty(tx: Queryable, senderPartyId: number, receiverCompanyId: number) {
  await tx
    .update(parties)
    .set({ connectedCompanyId: receiverCompanyId, suggestedCompanyId: receiverCompanyId })
    .where(eq(parties.id, senderPartyId));
}

/** The sender's party after a rejection: no invitation out, the receiver suggested for asking again. */
export async function suggestAgain(
  tx: Queryable,
  senderPartyId: number,
  senderCompanyId: number,
  receiverCompanyId: number,
) {
  await tx
    .update(parties)
    .set({ isInviteSent: false, suggestedCompanyId: receiverCompanyId })
    .where(and(eq(parties.id, senderPartyId), eq(parties.companyId, senderCompanyId)));
}

export async function activeOrgUnitsOf(db: Queryable, companyId: number) {
  return db
    .select({ id: orgUnits.id })
    .from(orgUnits)
    .where(and(eq(orgUnits.companyId, companyId), eq(orgUnits.isActive, true)));
}

/** Whether the company has a party of the type with the number. */
export async function partyNumberTaken(db: Queryable, companyId: number, partyTypeId: PartyTypeId, number: string) {
  const [taken] = await db
    .select({ id: parties.id })
    .from(parties)
    .where(and(eq(parties.companyId, companyId), eq(parties.partyTypeId, partyTypeId), eq(parties.number, number)));
  return taken !== undefined;
}

/** The receiver's new party for the sender, filed under the org units chosen. */
export async function insertSenderParty(
  tx: Queryable,
  companyId: number,
  sender: Awaited<ReturnType<typeof senderOf>>,
  p: { partyTypeId: PartyTypeId; number: string; orgUnitIds: number[] },
) {
  const c = sender.company;
  const [row] = await tx
    .insert(parties)
    .values({
      companyId,
      partyTypeId: p.partyTypeId,
      name: c.legalName,
      number: p.number,
      taxIdentifier: c.taxNumber,
      emails: sender.user ? [sender.user.email] : [],
      addressLineOne: c.addressLineOne,
      addressLineTwo: c.addressLineTwo,
      city: c.city,
      state: c.state,
      zipCode: c.zipCode,
    })
    .returning({ id: parties.id });
  await tx.insert(partyOrgUnits).values(p.orgUnitIds.map((orgUnitId) => ({ partyId: row!.id, orgUnitId })));
  return row!.id;
}

/** Answers a pending invitation; false when it was answered meanwhile. */
export async function settleInvitation(
  tx: Queryable,
  invitationId: number,
  status: 'accepted' | 'rejected',
  userId: number,
): Promise<boolean> {
  const moved = await tx
    .update(invitations)
    .set({ status, actionedAt: new Date(), actionedByUserId: userId })
    .where(and(eq(invitations.id, invitationId), eq(invitations.status, 'pending')))
    .returning({ id: invitations.id });
  return moved.length > 0;
}
