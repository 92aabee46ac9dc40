import { api, resetPasswordQuery } from '@docvue/contracts';
import type { SignInThrottle } from './sign-in-throttle.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import {
  claimSignInLink,
  confirmEmailWithLink,
  findAccountLink,
  setPasswordWithLink,
} from '../../identity/account-links.js';
import type { DeviceTokens } from './device-token.js';
import {
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  requestPasswordResetInBackground,
} from '../../identity/password-reset.js';
import { AppError } from '../../lib/errors.js';
import { formField, sendHtml } from './html.js';
import {
  confirmEmailPage,
  forgotPasswordPage,
  messagePage,
  newPasswordPage,
  signInLinkPage,
  type Alert,
} from './views.js';

type TokenRoute = { Params: { token: string } };
type ForgotRoute = { Querystring: { return?: string } };

const FORGOT_PATH = '/oidc/forgot-password';
const CHECK_INBOX = 'Check your inbox to reset your password';

/** Only our own sign-in pages are valid places to go back to (no open redirect). */
function backUrl(value: unknown): string | undefined {
  return typeof value === 'string' && /^\/oidc\/interaction\/[\w-]+$/.test(value) ? value : undefined;
}

/**
 * The built-in sign-in's pages of an account's links, server-rendered: "Forgot your password?", the
 * page that chooses a password (reset, welcome, handed over), the one confirming a new address and
 * the one letting a browser in after a held sign-in.
 */
export function registerAccountLinkPages(
  scope: FastifyInstance,
  app: AppContext,
  throttle: SignInThrottle,
  devices: DeviceTokens,
): void {
  const route = { config: { access: 'public' as const }, schema: { hide: true } };
  const appLink = { href: `${app.config.publicUrl}/`, text: 'Sign in to DocVue Exchange' };
  const expired = () =>
    messagePage(
      'Link expired',
      { kind: 'error', text: 'This link has expired or was already used. Ask for a new one.' },
      { href: FORGOT_PATH, text: 'Ask for a new link' },
    );

  /** The form posts back to itself, keeping where "Back to sign in" leads. */
  function forgotTargets(query: ForgotRoute['Querystring']) {
    const returnPath = backUrl(query.return);
    const action = returnPath ? `${FORGOT_PATH}?return=${encodeURIComponent(returnPath)}` : FORGOT_PATH;
    return { action, backUrl: returnPath ?? appLink.href };
  }

  scope.get<ForgotRoute>(FORGOT_PATH, route, async (req, reply) => {
    return sendHtml(reply, forgotPasswordPage(forgotTargets(req.query)));
  });

  scope.post<ForgotRoute>(FORGOT_PATH, route, async (req, reply) => {
    const targets = forgotTargets(req.query);
    const email = formField(req.body, 'email', 255).trim();
    const parsed = resetPasswordQuery.safeParse({ email });
    if (!parsed.success) {
      const alert: Alert = { kind: 'error', text: email ? 'Must be a valid e-mail' : 'Required' };
      return sendHtml(reply, forgotPasswordPage({ ...targets, email, alert }), 400);
    }
    // Counted with PUT /users/resetpassword: the same mailbox and asker limits, on the same counters.
    const limiter = app.rateLimiters.of('requestPasswordReset', api.requestPasswordReset.rateLimits);
    try {
      await limiter.count(req, reply, { email: parsed.data.email });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      return sendHtml(
        reply,
        forgotPasswordPage({ ...targets, email, alert: { kind: 'error', text: err.message } }),
        429,
      );
    }
    requestPasswordResetInBackground(app, parsed.data.email, req.log);
    return sendHtml(reply, forgotPasswordPage({ ...targets, alert: { kind: 'ok', text: CHECK_INBOX } }));
  });

  /** The page of a password link: a form to choose the password, or "expired". */
  async function showPasswordForm(req: FastifyRequest<TokenRoute>, reply: FastifyReply) {
    const link = await findAccountLink(app.db, req.params.token);
    // A link to the companies that ask a person to join: the app shows them after sign-in.
    if (link?.kind === 'join') return reply.redirect(`${app.config.publicUrl}/joinrequests`, 303);
    if (link?.kind !== 'password') return sendHtml(reply, expired(), 410);
    return sendHtml(
      reply,
      newPasswordPage({ action: req.url.split('?')[0]!, email: link.email, minLength: MIN_PASSWORD_LENGTH }),
    );
  }

  async function choosePassword(req: FastifyRequest<TokenRoute>, reply: FastifyReply) {
    const { token } = req.params;
    const link = await findAccountLink(app.db, token);
    if (!link || link.kind !== 'password') return sendHtml(reply, expired(), 410);
    const password = formField(req.body, 'password', MAX_PASSWORD_LENGTH + 1);
    const confirm = formField(req.body, 'confirm', MAX_PASSWORD_LENGTH + 1);
    let problem: string | undefined;
    if (password.length < MIN_PASSWORD_LENGTH)
      problem = `The password must have at least ${MIN_PASSWORD_LENGTH} characters.`;
    else if (password.length > MAX_PASSWORD_LENGTH)
      problem = `The password may have at most ${MAX_PASSWORD_LENGTH} characters.`;
    else if (password !== confirm) problem = 'The two passwords do not match.';
    if (problem) {
      const page = newPasswordPage({
        action: req.url.split('?')[0]!,
        email: link.email,
        minLength: MIN_PASSWORD_LENGTH,
        alert: { kind: 'error', text: problem },
      });
      return sendHtml(reply, page, 400);
    }
    // Claimed atomically: a second submission of the same link finds it used.
    const email = await setPasswordWithLink(app.db, token, password);
    if (email === null) return sendHtml(reply, expired(), 410);
    // Whoever holds the link is the owner: guesses at the old password no longer hold their sign-in.
    await throttle.passwordChanged(email, req.ip);
    return sendHtml(
      reply,
      messagePage(
        'Password changed',
        { kind: 'ok', text: 'Your password was changed. Sign in with the new one.' },
        appLink,
      ),
    );
  }

  // A reset asked for on the sign-in page, and a welcome or handed-over link: the same pages.
  for (const path of ['/oidc/reset-password/:token', '/oidc/welcome/:token']) {
    scope.get<TokenRoute>(path, route, showPasswordForm);
    scope.post<TokenRoute>(path, route, choosePassword);
  }

  // A new address the person asked for, confirmed from the mail sent to it.
  scope.get<TokenRoute>('/oidc/confirm-email/:token', route, async (req, reply) => {
    const link = await findAccountLink(app.db, req.params.token);
    if (link?.kind !== 'email' || !link.newEmail) return sendHtml(reply, expired(), 410);
    return sendHtml(reply, confirmEmailPage({ action: req.url.split('?')[0]!, newEmail: link.newEmail }));
  });
  scope.post<TokenRoute>('/oidc/confirm-email/:token', route, async (req, reply) => {
    const result = await confirmEmailWithLink(app.db, req.params.token);
    if (result === null) return sendHtml(reply, expired(), 410);
    if (result === 'taken') {
      const alert: Alert = { kind: 'error', text: 'Another account uses this address: your e-mail stays as it was.' };
      return sendHtml(reply, messagePage('Address not changed', alert, appLink), 409);
    }
    const alert: Alert = { kind: 'ok', text: `Your e-mail address is now ${result}. Sign in with it.` };
    return sendHtml(reply, messagePage('E-mail address changed', alert, appLink));
  });

  // A held sign-in with the right password mailed this link (identity/sign-in-link.ts): a button,
  // not the link itself, lets the browser in, so a mail scanner that opens links uses nothing.
  scope.get<TokenRoute>('/oidc/sign-in-link/:token', route, async (req, reply) => {
    const link = await findAccountLink(app.db, req.params.token);
    if (link?.kind !== 'sign-in') return sendHtml(reply, expired(), 410);
    return sendHtml(reply, signInLinkPage({ action: req.url.split('?')[0]!, email: link.email }));
  });
  scope.post<TokenRoute>('/oidc/sign-in-link/:token', route, async (req, reply) => {
    const claimed = await claimSignInLink(app.db, req.params.token);
    if (!claimed) return sendHtml(reply, expired(), 410);
    devices.give(reply, claimed.userId);
    await throttle.ownerProved(claimed.email, req.ip);
    const alert: Alert = {
      kind: 'ok',
      text: 'This browser can now sign in to your account. Sign in with your e-mail and password.',
    };
    return sendHtml(reply, messagePage('Browser recognised', alert, appLink));
  });
}
