import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../db/client.js';
import { passwordResetTokens, users } from '../db/schema/index.js';
import { hashPassword } from '../lib/passwords.js';
import { endAllSessions } from './sessions.js';

/**
 * One-time links of an account: to choose a password (a reset, a welcome, a link an administrator
 * copied) or to find the companies that ask a person to join. Only the hash of a link is stored, so
 * a database leak hands out no working link. A link is bound to the account as it was when made:
 * once the password or the e-mail changes (a new security stamp) it no longer works.
 */
export type AccountLinkKind = 'password' | 'join';

export const LINK_TTL_MS = {
  /** A reset asked for on the sign-in page. */
  reset: 60 * 60 * 1000,
  /** A welcome, or a link handed over: a new person has a week. */
  welcome: 7 * 24 * 60 * 60 * 1000,
} as const;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A reset asked for on the sign-in page: the server-rendered page of the built-in sign-in. */
export const resetPageUrl = (publicUrl: string, token: string) => `${publicUrl}/oidc/reset-password/${token}`;
/**
 * A welcome link, or one handed over: one address for both kinds, so a link to hand over does not
 * tell whether the address had an account before.
 */
export const welcomePageUrl = (publicUrl: string, token: string) => `${publicUrl}/oidc/welcome/${token}`;

export interface IssuedLink {
  token: string;
  expiresAt: Date;
}

/**
 * Makes a link for `userId`. `provesAddress`: it goes only to the account's own address by mail, so
 * choosing a password with it confirms the address; a link an administrator copies does not.
 */
export async function issueAccountLink(
  tx: Queryable,
  userId: number,
  opts: { kind: AccountLinkKind; ttlMs: number; provesAddress: boolean },
): Promise<IssuedLink> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + opts.ttlMs);
  await tx.insert(passwordResetTokens).values({
    tokenHash: hashToken(token),
    userId,
    kind: opts.kind,
    provesAddress: opts.provesAddress,
    expiresAt,
    securityStamp: sql`(select ${users.securityStamp} from ${users} where ${users.id} = ${userId})`,
  });
  return { token, expiresAt };
}

/** What a link still good opens: unused, unexpired, made for the account as it is now. */
const usable = (token: string, now: Date) =>
  and(
    eq(passwordResetTokens.tokenHash, hashToken(token)),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, now),
    eq(passwordResetTokens.securityStamp, users.securityStamp),
  );

export async function findAccountLink(
  db: Queryable,
  token: string,
): Promise<{ kind: AccountLinkKind; userId: number; email: string } | undefined> {
  const [row] = await db
    .select({ kind: passwordResetTokens.kind, userId: users.id, email: users.emailAddress })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(usable(token, new Date()));
  return row;
}

/**
 * Sets the new password if the password link is still good, in one transaction: the link is
 * claimed first (so two submissions cannot both use it), the password replaced, the address marked
 * confirmed when the link was mailed to it, and every session of the account ended (which also ends
 * its other links). Returns the account's e-mail address, or null when the link was not good.
 */
export async function setPasswordWithLink(db: Database, token: string, password: string): Promise<string | null> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const now = new Date();
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .from(users)
      .where(
        and(eq(users.id, passwordResetTokens.userId), usable(token, now), eq(passwordResetTokens.kind, 'password')),
      )
      .returning({ userId: passwordResetTokens.userId, provesAddress: passwordResetTokens.provesAddress });
    if (!claimed) return null;
    const [user] = await tx
      .update(users)
      .set({
        passwordHash,
        isTemporaryPassword: false,
        ...(claimed.provesAddress ? { emailVerifiedAt: now } : {}),
      })
      .where(eq(users.id, claimed.userId))
      .returning({ emailAddress: users.emailAddress });
    // Whoever knew the old password is signed out, everywhere.
    await endAllSessions(tx, claimed.userId);
    return user!.emailAddress;
  });
}
