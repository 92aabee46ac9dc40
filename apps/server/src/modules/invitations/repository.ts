import { and, eq, gt, sql } from 'drizzle-orm';
import type { ReceivedInvitation } from '../../access/invitations.js';
import type { Queryable } from '../../db/client.js';
import { companies, invitations, parties, supersededInvitationLinks, users } from '../../db/schema/index.js';
import { hashInvitationToken } from './tokens.js';

/**
 * The pending invitation an e-mailed link names, while the link works (not used, not expired,
 * not sent again since: a new send makes a new token). The token is the proof here, not a login.
 */
export async function invitationOfToken(db: Queryable, token: string) {
  const [row] = await db
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.tokenHash, hashInvitationToken(token)),
        eq(invitations.status, 'pending'),
        gt(invitations.expiresAt, new Date()),
      ),
    );
  return row;
}

/** The invitation a link named before it was sent again, and when that was. */
export async function supersededLinkOf(db: Queryable, token: string) {
  const [row] = await db
    .select({ invitation: invitations, supersededAt: supersededInvitationLinks.supersededAt })
    .from(supersededInvitationLinks)
    .innerJoin(invitations, eq(invitations.id, supersededInvitationLinks.invitationId))
    .where(eq(supersededInvitationLinks.tokenHash, hashInvitationToken(token)));
  return row;
}

/** The invite-kind invitation waiting for an answer of one of the sender's parties. */
export async function pendingInviteOfParty(db: Queryable, companyId: number, partyId: number) {
  const [row] = await db
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.senderCompanyId, companyId),
        eq(invitations.senderPartyId, partyId),
        eq(invitations.kind, 'invite'),
        eq(invitations.status, 'pending'),
        gt(invitations.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row;
}

/** What an invitation shows of its sender: the company, the user who sent it, and its record of the receiver. */
export async function senderOf(
  db: Queryable,
  invitation: { senderCompanyId: number; senderUserId: number | null; senderPartyId: number | null },
) {
  const [company] = await db.select().from(companies).where(eq(companies.id, invitation.senderCompanyId));
  const [user] = invitation.senderUserId
    ? await db
        .select({ email: users.emailAddress, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, invitation.senderUserId))
    : [];
  const [party] = invitation.senderPartyId
    ? await db.select().from(parties).where(eq(parties.id, invitation.senderPartyId))
    : [];
  return { company: company!, user, party };
}

export async function actionedByName(db: Queryable, invitation: ReceivedInvitation) {
  if (!invitation.actionedByUserId) return null;
  const [u] = await db
    .select({ name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})` })
    .from(users)
    .where(eq(users.id, invitation.actionedByUserId));
  return u?.name ?? null;
}

/** The update of refresh-onboarding-pending.ts. */
export async function updateOnboardingPending(tx: Queryable, companyId: number) {
  await tx.execute(sql`
    update companies set on_boarding_process_pending =
      exists (select 1 from invitations where sender_company_id = ${companyId} and status = 'pending')
    where id = ${companyId}
  `);
}

/** The tax number a company registered with (what an invitation's party may name). */
export async function taxNumberOf(db: Queryable, companyId: number): Promise<string | null> {
  const [row] = await db.select({ tax: companies.taxNumber }).from(companies).where(eq(companies.id, companyId));
  return row?.tax ?? null;
}

/** A company's legal name, as invitations and their notifications name the sender. */
export async function companyNameOf(db: Queryable, companyId: number): Promise<string | undefined> {
  const [row] = await db.select({ name: companies.legalName }).from(companies).where(eq(companies.id, companyId));
  return row?.name;
}
