import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../app-context.js';
import type { Database, Queryable } from '../db/client.js';
import { oidcPayloads, passwordResetTokens, users } from '../db/schema/index.js';
import { queueMail } from '../jobs/mail.js';
import { hashPassword } from '../lib/passwords.js';
import { findUserByEmail } from './repository.js';
import { resetLinkMail } from './password-reset-mail.js';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 1024;
/** A second request within this time sends no second mail, so the form cannot flood an inbox. */
const RESEND_AFTER_MS = 60 * 1000;

/** Only the hash is stored: a database leak does not hand out working reset links. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Where the mailed link leads: the server-rendered page of the built-in sign-in. */
export const resetPageUrl = (publicUrl: string, token: string) => `${publicUrl}/oidc/reset-password/${token}`;

/**
 * Creates a one-time token and mails the link, when the e-mail belongs to an account that
 * may sign in. Says nothing either way: the caller answers the same for every e-mail.
 */
export async function requestPasswordReset(ctx: AppContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user || !user.isActive || user.blocked) return;

  const [recent] = await ctx.db
    .select({ createdAt: passwordResetTokens.createdAt })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.userId, user.id),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.createdAt, new Date(Date.now() - RESEND_AFTER_MS)),
      ),
    )
    .limit(1);
  if (recent) return;

  await ctx.db.transaction(async (tx) => {
    const link = await issuePasswordLink(tx, user.id, RESET_TOKEN_TTL_MS, ctx.config.publicUrl);
    await queueMail(tx, [resetLinkMail({ to: user.emailAddress, firstName: user.firstName, link })]);
  });
  ctx.jobs.kick();
}

/**
 * A one-time link to the built-in sign-in's page that sets a password: for a reset (valid an
 * hour) or for a new administrator who has none yet (valid a week).
 */
export async function issuePasswordLink(tx: Queryable, userId: number, ttlMs: number, publicUrl: string) {
  const token = randomBytes(32).toString('base64url');
  await tx
    .insert(passwordResetTokens)
    .values({ tokenHash: hashToken(token), userId, expiresAt: new Date(Date.now() + ttlMs) });
  return resetPageUrl(publicUrl, token);
}

/**
 * Runs the request after the response: mail delivery time would otherwise tell which
 * e-mails have accounts.
 */
export function requestPasswordResetInBackground(ctx: AppContext, email: string, log: FastifyBaseLogger): void {
  requestPasswordReset(ctx, email).catch((err: unknown) => log.error({ err }, 'password reset request failed'));
}

/** The account a still valid, unused link belongs to. */
export async function findResetLink(db: Database, token: string): Promise<{ email: string } | undefined> {
  const [row] = await db
    .select({ email: users.emailAddress })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashToken(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, new Date()),
      ),
    );
  return row;
}

/**
 * Sets the new password if the link is still good, in one transaction: the token is
 * claimed first (so two submissions cannot both use it), the password replaced, the
 * user's other links voided and their sign-in sessions ended. Returns the user's e-mail address,
 * or null when the link was not good.
 */
export async function resetPassword(db: Database, token: string, password: string): Promise<string | null> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const now = new Date();
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashToken(token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!claimed) return null;

    const [user] = await tx
      .update(users)
      .set({ passwordHash, isTemporaryPassword: false })
      .where(eq(users.id, claimed.userId))
      .returning({ emailAddress: users.emailAddress });
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, claimed.userId), isNull(passwordResetTokens.usedAt)));
    // Sessions, grants and refresh tokens of the built-in provider; whoever knew the old
    // password is signed out. Access tokens already issued run out within the hour.
    await tx.delete(oidcPayloads).where(sql`${oidcPayloads.payload}->>'accountId' = ${String(claimed.userId)}`);
    return user!.emailAddress;
  });
}
