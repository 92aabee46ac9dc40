import { and, eq } from 'drizzle-orm';
import type { OwnParty } from '../../access/parties.js';
import type { Queryable } from '../../db/client.js';
import { invitations, parties, supersededInvitationLinks } from '../../db/schema/index.js';

type InvitationValues = typeof invitations.$inferInsert;

export async function markInviteSent(tx: Queryable, party: OwnParty) {
  await tx.update(parties).set({ isInviteSent: true }).where(eq(parties.id, party.id));
}

export async function pendingInvitation(tx: Queryable, party: OwnParty, kind: 'connect' | 'invite') {
  const [row] = await tx
    .select()
    .from(invitations)
    .where(and(eq(invitations.senderPartyId, party.id), eq(invitations.kind, kind), eq(invitations.status, 'pending')))
    .limit(1);
  return row;
}

/** The links e-mailed to the party that wait for an answer stop working. */
export async function cancelPendingInvites(tx: Queryable, party: OwnParty) {
  await tx
    .update(invitations)
    .set({ status: 'cancelled', actionedAt: new Date() })
    .where(
      and(eq(invitations.senderPartyId, party.id), eq(invitations.kind, 'invite'), eq(invitations.status, 'pending')),
    );
}

export async function insertInvitation(tx: Queryable, values: InvitationValues): Promise<number> {
  const [invitation] = await tx.insert(invitations).values(values).returning({ id: invitations.id });
  return invitation!.id;
}

export async function updateInvitation(tx: Queryable, invitationId: number, values: Partial<InvitationValues>) {
  await tx.update(invitations).set(values).where(eq(invitations.id, invitationId));
}

/** An earlier link of the invitation, kept to say, when opened, that a newer one was sent. */
export async function supersedeLink(tx: Queryable, tokenHash: string, invitationId: number, supersededAt: Date) {
  await tx.insert(supersededInvitationLinks).values({ tokenHash, invitationId, supersededAt }).onConflictDoNothing();
}
