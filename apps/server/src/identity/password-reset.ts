import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../app-context.js';
import { queueMail } from '../jobs/mail.js';
import { issueAccountLink, LINK_TTL_MS, recentlyMailedLink, resetPageUrl } from './account-links.js';
import { findUserByEmail, hasJoinRequests } from './repository.js';
import { resetLinkMail } from './password-reset-mail.js';

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 1024;
/** A second request within this time sends no second mail, so the form cannot flood an inbox. */
const RESEND_AFTER_MS = 60 * 1000;

/**
 * Creates a one-time token and mails the link, when the e-mail belongs to an account that
 * may sign in. Says nothing either way: the caller answers the same for every e-mail.
 */
export async function requestPasswordReset(ctx: AppContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  // Someone removed from their last company may still answer a company that asks them to join.
  if (!user || user.blocked || (!user.isActive && !(await hasJoinRequests(ctx.db, user.id)))) return;

  if (await recentlyMailedLink(ctx.db, user, RESEND_AFTER_MS, 'password')) return;

  await ctx.db.transaction(async (tx) => {
    const { token } = await issueAccountLink(tx, user.id, {
      kind: 'password',
      ttlMs: LINK_TTL_MS.reset,
      provesAddress: true,
    });
    const link = resetPageUrl(ctx.config.publicUrl, token);
    await queueMail(tx, [resetLinkMail({ to: user.emailAddress, firstName: user.firstName, link })]);
  });
  ctx.jobs.kick();
}

/**
 * Runs the request after the response: mail delivery time would otherwise tell which
 * e-mails have accounts.
 */
export function requestPasswordResetInBackground(ctx: AppContext, email: string, log: FastifyBaseLogger): void {
  requestPasswordReset(ctx, email).catch((err: unknown) => log.error({ err }, 'password reset request failed'));
}
