import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../app-context.js';
import { LINK_TTL_MS, resetPageUrl } from './account-links.js';
import { mailAccountLink } from './mail-account-link.js';
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
export async function requestPasswordReset(app: AppContext, email: string): Promise<void> {
  const user = await findUserByEmail(app.db, email);
  // Someone removed from their last company may still answer a company that asks them to join.
  if (!user || user.blocked || (!user.isActive && !(await hasJoinRequests(app.db, user.id)))) return;

  await mailAccountLink(app, user, {
    kind: 'password',
    ttlMs: LINK_TTL_MS.reset,
    resendAfterMs: RESEND_AFTER_MS,
    mail: (token) =>
      resetLinkMail({
        to: user.emailAddress,
        firstName: user.firstName,
        link: resetPageUrl(app.config.publicUrl, token),
      }),
  });
}

/**
 * Runs the request after the response: mail delivery time would otherwise tell which
 * e-mails have accounts.
 */
export function requestPasswordResetInBackground(app: AppContext, email: string, log: FastifyBaseLogger): void {
  requestPasswordReset(app, email).catch((err: unknown) => log.error({ err }, 'password reset request failed'));
}
