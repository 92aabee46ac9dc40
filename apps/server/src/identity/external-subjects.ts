import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { users } from '../db/schema/index.js';
import type { UserRow } from './repository.js';

/** The account an external issuer's subject is linked to. */
export async function findUserBySubject(db: Queryable, subject: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.externalSubject, subject));
  return row;
}

/**
 * Links the subject to the account if the account is linked to none: two sign-ins racing for one
 * account cannot both win, and an account linked meanwhile is not re-pointed. The issuer verified
 * the e-mail it linked by, so the address counts as proved (invitations to it may be redeemed).
 * False when it was not linked.
 */
export async function linkSubjectIfUnlinked(db: Queryable, userId: number, subject: string): Promise<boolean> {
  const linked = await db
    .update(users)
    .set({ externalSubject: subject, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
    .where(and(eq(users.id, userId), isNull(users.externalSubject)))
    .returning({ id: users.id });
  return linked.length === 1;
}

/** Forgets the account's link: its next sign-in links again (by verified e-mail). */
export async function unlinkSubject(db: Queryable, userId: number): Promise<void> {
  await db.update(users).set({ externalSubject: null }).where(eq(users.id, userId));
}
