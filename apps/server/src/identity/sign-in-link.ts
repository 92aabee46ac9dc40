import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../app-context.js';
import type { Mail } from '../lib/mailer.js';
import { esc } from '../lib/html.js';
import { LINK_TTL_MS, signInLinkPageUrl } from './account-links.js';
import { mailAccountLink } from './mail-account-link.js';
import type { UserRow } from './repository.js';

/** A second held sign-in this soon sends no second mail. */
const RESEND_AFTER_MS = 60 * 1000;

/**
 * The mail of a held sign-in whose password was right (plugins/oidc/sign-in-throttle.ts): a
 * one-time link that lets the browser that opens it sign in. Whoever typed the password and reads
 * the mailbox is the owner; if the owner did not type it, the mail is how they learn that someone
 * knows their password.
 */
export function signInLinkMail(opts: { to: string; firstName: string; link: string; forgotUrl: string }): Mail {
  const greeting = opts.firstName ? `Hello ${opts.firstName},` : 'Hello,';
  const why =
    'Someone typed the right password for your DocVue Exchange account in a browser that has not signed in to it before, while too many sign-in attempts were being made. To let that browser in, open this link in it within 15 minutes:';
  const notYou = 'If this was not you, someone knows your password: choose a new one now.';
  const text = [
    greeting,
    '',
    why,
    '',
    opts.link,
    '',
    'The link works once.',
    notYou,
    opts.forgotUrl,
    '',
    'DocVue Exchange',
  ];
  const html = `<p>${esc(greeting)}</p>
<p>${esc(why)}</p>
<p><a href="${esc(opts.link)}">Sign in from this browser</a></p>
<p>The link works once. ${esc(notYou)} <a href="${esc(opts.forgotUrl)}">Choose a new password</a></p>
<p>DocVue Exchange</p>`;
  return { to: opts.to, subject: 'Sign in to DocVue Exchange from a new browser', text: text.join('\n'), html };
}

/** Mails the account a sign-in link, unless one went out within the last minute. */
export async function mailSignInLink(app: AppContext, user: UserRow): Promise<void> {
  await mailAccountLink(app, user, {
    kind: 'sign-in',
    ttlMs: LINK_TTL_MS.signIn,
    resendAfterMs: RESEND_AFTER_MS,
    mail: (token) =>
      signInLinkMail({
        to: user.emailAddress,
        firstName: user.firstName,
        link: signInLinkPageUrl(app.config.publicUrl, token),
        forgotUrl: `${app.config.publicUrl}/oidc/forgot-password`,
      }),
  });
}

/** After the answer is sent: the time a mail takes must not tell a right password from a wrong one. */
export function mailSignInLinkInBackground(app: AppContext, user: UserRow, log: FastifyBaseLogger): void {
  mailSignInLink(app, user).catch((err: unknown) => log.error({ err }, 'sign-in link mail failed'));
}
