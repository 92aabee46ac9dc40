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
export type AccountLinkKind = 'password' | 'join' | 'email' | 'sign-in';

export const LINK_TTL_MS = {
  /** A reset asked for on the sign-in page. */
  reset: 60 * 60 * 1000,
  /** A welcome, or a link handed over: a new person has a week. */
  welcome: 7 * 24 * 60 * 60 * 1000,
  /** A new address to confirm: a day. */
  email: 24 * 60 * 60 * 1000,
  /** A browser to let in after a held sign-in with the right password (sign-in-link.ts): minutes. */
  signIn: 15 * 60 * 1000,
} as const;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A reset asked for on the sign-in page: the server-rendered page of the built-in sign-in. */
export const resetPageUrl = (publicUrl: string, token: string) => `${publicUrl}/oidc/reset-password/${token}`;
/**
 * A welcome link, or one handed over: one address for both kinds, so a link to hand over does not
 * tell whether the address had an account before.
 */
export const welcomePageUrl = (publicUrl: string, token: string) => `${publicUrl}/oidc/welcome/${token}`;
/** The page that makes a new address the account's, mailed to that address. */
export const confirmEmailPageUrl = (publicUrl: string, token: string) => `${publicUrl}/oidc/confirm-email/${token}`;

/** The page that lets a browser sign in after a held attempt with the right password. */
export const signInLinkPageUrl = (publicUrl: string, token: string) => `${publicUrl}/oidc/sign-in-link/${token}`;

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
  opts: { kind: AccountLinkKind; ttlMs: number; provesAddress: boolean; newEmail?: string },
): Promise<IssuedLink> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + opts.ttlMs);
  await tx.insert(passwordResetTokens).values({
    tokenHash: hashToken(token),
    userId,
    kind: opts.kind,
    provesAddress: opts.provesAddress,
    newEmail: opts.newEmail ?? null,
    expiresAt,
    securityStamp: sql`(select ${users.securityStamp} from ${users} where ${users.id} = ${userId})`,
  });
  return { token, expiresAt };
}

/**
 * Whether a link of `kind` mailed to the account's own address was made within
 * `withinMs` and is still good: a second request that soon sends no second mail, so no form can
 * flood an inbox.
 */
export async function recentlyMailedLink(
  db: Queryable,
  user: { id: number; securityStamp: string },
  withinMs: number,
  kind: AccountLinkKind,
): Promise<boolean> {
  const [recent] = await db
    .select({ createdAt: passwordResetTokens.createdAt })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.userId, user.id),
        eq(passwordResetTokens.provesAddress, true),
        eq(passwordResetTokens.kind, kind),
        // A link of the account as it was before a new address or password does not count: it died.
        eq(passwordResetTokens.securityStamp, user.securityStamp),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.createdAt, new Date(Date.now() - withinMs)),
      ),
    )
    .limit(1);
  return recent !== undefined;
}

/** What a link still good opens: unused, unexpired, made for the account as it is now. */
const usable = (token: string, now: Date) =>
  and(
    eq(passwordResetTokens.tokenHash, hashToken(token)),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, now),
    eq(passwordResetTokens.securityStamp, users.securityStamp),
  );

/**
 * Marks a link of `kind` used if it is still good, in one statement, so that of two submissions
 * exactly one gets it. What the caller needs of it and its account, or undefined.
 */
async function claimLink(tx: Queryable, token: string, kind: AccountLinkKind, now: Date) {
  const [claimed] = await tx
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .from(users)
    .where(and(eq(users.id, passwordResetTokens.userId), usable(token, now), eq(passwordResetTokens.kind, kind)))
    .returning({
      userId: users.id,
      email: users.emailAddress,
      provesAddress: passwordResetTokens.provesAddress,
      newEmail: passwordResetTokens.newEmail,
    });
  return claimed;
}

/** Uses a sign-in link if it is still good: it works once. The account's id and e-mail, or null. */
export async function claimSignInLink(db: Queryable, token: string): Promise<{ userId: number; email: string } | null> {
  const claimed = await claimLink(db, token, 'sign-in', new Date());
  return claimed ? { userId: claimed.userId, email: claimed.email } : null;
}

export async function findAccountLink(
  db: Queryable,
  token: string,
): Promise<{ kind: AccountLinkKind; userId: number; email: string; newEmail: string | null } | undefined> {
  const [row] = await db
    .select({
      kind: passwordResetTokens.kind,
      userId: users.id,
      email: users.emailAddress,
      newEmail: passwordResetTokens.newEmail,
    })
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
    const claimed = await claimLink(tx, token, 'password', now);
    if (!claimed) return null;
    await tx
      .update(users)
      .set({
        passwordHash,
        isTemporaryPassword: false,
        ...(claimed.provesAddress ? { emailVerifiedAt: now } : {}),
      })
      .where(eq(users.id, claimed.userId));
    // Whoever knew the old password is signed out, everywhere.
    await endAllSessions(tx, claimed.userId);
    return claimed.email;
  });
}

/**
 * Makes the address an `email` link was mailed to the account's, if the link is still good and no
 * other person has taken the address meanwhile: confirmed (the link reached it), every session of
 * the account ended. Returns the new address, 'taken', or null when the link was not good.
 */
export async function confirmEmailWithLink(db: Database, token: string): Promise<string | 'taken' | null> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const claimed = await claimLink(tx, token, 'email', now);
    if (!claimed?.newEmail) return null;
    const [other] = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          sql`lower(${users.emailAddress}) = ${claimed.newEmail.toLowerCase()}`,
          sql`${users.id} <> ${claimed.userId}`,
          sql`${users.userType} <> 2`,
        ),
      );
    if (other) return 'taken';
    await tx
      .update(users)
      .set({ emailAddress: claimed.newEmail, emailVerifiedAt: now })
      .where(eq(users.id, claimed.userId));
    await endAllSessions(tx, claimed.userId);
    return claimed.newEmail;
  });
}
