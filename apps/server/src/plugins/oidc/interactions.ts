import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errors, type InteractionResults, type Provider } from 'oidc-provider';
import type { AppContext } from '../../app-context.js';
import { formField, sendHtml } from './html.js';
import { interactionPath } from './provider.js';
import type { DeviceTokens } from './device-token.js';
import { mailSignInLinkInBackground } from '../../identity/sign-in-link.js';
import { attemptSignIn, type SignInResult } from './sign-in.js';
import { heldMessage, type HeldContext, type SignInThrottle } from './sign-in-throttle.js';
import { messagePage, signInPage, type Alert } from './views.js';

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;
type UidRoute = { Params: { uid: string } };

export const forgotPasswordUrl = (uid: string) =>
  `/oidc/forgot-password?return=${encodeURIComponent(interactionPath(uid))}`;

export const INVALID_CREDENTIALS = 'The e-mail or password is not correct.';
export const ACCOUNT_UNAVAILABLE = 'This account is blocked or inactive. Contact your administrator.';

function alertFor(result: Exclude<SignInResult, { ok: true }>, held: HeldContext): Alert {
  switch (result.reason) {
    case 'held':
      return { kind: 'error', text: heldMessage(result.waitMs, held) };
    case 'unavailable':
      return { kind: 'error', text: ACCOUNT_UNAVAILABLE };
    default:
      return { kind: 'error', text: INVALID_CREDENTIALS };
  }
}

/** The interaction behind the cookie, or undefined (after answering) when it expired or does not match the URL. */
async function loadInteraction(
  provider: Provider,
  app: AppContext,
  req: FastifyRequest<UidRoute>,
  reply: FastifyReply,
): Promise<Interaction | undefined> {
  try {
    const interaction = await provider.interactionDetails(req.raw, reply.raw);
    if (interaction.uid === req.params.uid) return interaction;
  } catch (err) {
    if (!(err instanceof errors.SessionNotFound)) throw err;
  }
  sendHtml(
    reply,
    messagePage(
      'Sign-in expired',
      { kind: 'error', text: 'This sign-in page has expired. Open DocVue Exchange again to sign in.' },
      { href: `${app.config.publicUrl}/`, text: 'Open DocVue Exchange' },
    ),
    400,
  );
  return undefined;
}

/**
 * A consent prompt only appears when the web client asks for something its grant lacks;
 * it is our own first-party app, so the missing parts are granted without a screen.
 */
async function grantConsent(
  provider: Provider,
  app: AppContext,
  interaction: Interaction,
): Promise<InteractionResults> {
  const { params, session, prompt } = interaction;
  if (params.client_id !== app.config.oidc.clientId || !session?.accountId) {
    return { error: 'access_denied', error_description: 'This application may not use DocVue Exchange sign-in.' };
  }
  const grant = interaction.grantId
    ? await provider.Grant.find(interaction.grantId)
    : new provider.Grant({ accountId: session.accountId, clientId: app.config.oidc.clientId });
  if (!grant) return { error: 'access_denied', error_description: 'The sign-in grant was not found.' };
  const details = prompt.details as {
    missingOIDCScope?: string[];
    missingOIDCClaims?: string[];
    missingResourceScopes?: Record<string, string[]>;
  };
  if (details.missingOIDCScope) grant.addOIDCScope(details.missingOIDCScope.join(' '));
  if (details.missingOIDCClaims) grant.addOIDCClaims(details.missingOIDCClaims);
  for (const [indicator, scopes] of Object.entries(details.missingResourceScopes ?? {})) {
    grant.addResourceScope(indicator, scopes.join(' '));
  }
  const grantId = await grant.save();
  return { consent: { grantId } };
}

export function registerInteractionRoutes(
  scope: FastifyInstance,
  provider: Provider,
  app: AppContext,
  throttle: SignInThrottle,
  devices: DeviceTokens,
): void {
  const route = { config: { access: 'public' as const }, schema: { hide: true } };

  scope.get<UidRoute>('/oidc/interaction/:uid', route, async (req, reply) => {
    const interaction = await loadInteraction(provider, app, req, reply);
    if (!interaction) return reply;
    if (interaction.prompt.name === 'login') {
      const hint = interaction.params.login_hint;
      return sendHtml(
        reply,
        signInPage({
          action: `${interactionPath(interaction.uid)}/login`,
          email: typeof hint === 'string' ? hint : '',
          forgotUrl: forgotPasswordUrl(interaction.uid),
        }),
      );
    }
    const result = await grantConsent(provider, app, interaction);
    const returnTo = await provider.interactionResult(req.raw, reply.raw, result, { mergeWithLastSubmission: true });
    return reply.redirect(returnTo, 303);
  });

  scope.post<UidRoute>('/oidc/interaction/:uid/login', route, async (req, reply) => {
    const interaction = await loadInteraction(provider, app, req, reply);
    if (!interaction) return reply;
    const email = formField(req.body, 'email', 255).trim();
    const password = formField(req.body, 'password');
    const page = (alert: Alert, status: number) =>
      sendHtml(
        reply,
        signInPage({
          action: `${interactionPath(interaction.uid)}/login`,
          email,
          alert,
          forgotUrl: forgotPasswordUrl(interaction.uid),
        }),
        status,
      );
    if (interaction.prompt.name !== 'login') return reply.redirect(interactionPath(interaction.uid), 303);
    if (!email || !password) return page({ kind: 'error', text: 'Enter your e-mail and password.' }, 400);

    const result = await attemptSignIn(app.db, throttle, {
      email,
      password,
      address: req.ip,
      deviceUserId: devices.userIdOf(req),
    });
    if (!result.ok) {
      req.log.info({ reason: result.reason }, 'sign-in refused');
      // Mailed once the answer is out: its time must not tell a right password from a wrong one.
      const owner = result.reason === 'held' ? result.owner : undefined;
      if (owner) reply.raw.once('finish', () => mailSignInLinkInBackground(app, owner, req.log));
      const status = { unavailable: 403, held: 429, invalid: 401 }[result.reason];
      const held = {
        accountBudget: throttle.accountBudget,
        addressBudget: throttle.addressBudget,
        mailRelays: app.mailer.relays,
      };
      return page(alertFor(result, held), status);
    }
    const returnTo = await provider.interactionResult(
      req.raw,
      reply.raw,
      { login: { accountId: String(result.user.id) } },
      { mergeWithLastSubmission: false },
    );
    devices.give(reply, result.user.id);
    return reply.redirect(returnTo, 303);
  });
}
