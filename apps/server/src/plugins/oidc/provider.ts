import type { FastifyBaseLogger } from 'fastify';
import {
  errors,
  interactionPolicy,
  Provider,
  type ClientMetadata,
  type Configuration,
  type KoaContextWithOIDC,
} from 'oidc-provider';
import type { AppContext } from '../../app-context.js';
import { createDrizzleAdapterFactory } from './adapter.js';
import { findAccount, type DocvueAccount } from './sign-in.js';
import { messagePage, signOutPage } from './views.js';

/** Where Fastify mounts the provider; the issuer is `${publicUrl}${OIDC_PREFIX}`. */
export const OIDC_PREFIX = '/oidc';
export const interactionPath = (uid: string) => `${OIDC_PREFIX}/interaction/${uid}`;

/** The scopes the first-party web client receives without a consent screen. */
const FIRST_PARTY_SCOPES = ['openid', 'profile', 'email', 'offline_access'];
/** The one scope of the API resource; tokens carry no API scopes yet, the API authorizes by role. */
const API_SCOPE = 'api';
const HOUR = 60 * 60;

const DEV_WEB_ORIGIN = 'http://localhost:5173';

function webClient(app: AppContext): ClientMetadata {
  const { config } = app;
  const origins = [config.publicUrl];
  // The Vite dev server signs in against this server too, but never in production.
  if (config.env !== 'production' && config.publicUrl !== DEV_WEB_ORIGIN) origins.push(DEV_WEB_ORIGIN);
  return {
    client_id: config.oidc.clientId,
    client_name: 'DocVue Exchange',
    application_type: 'web',
    token_endpoint_auth_method: 'none',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    redirect_uris: origins.flatMap((o) => [`${o}/auth/callback`, `${o}/auth/silent`]),
    post_logout_redirect_uris: origins.map((o) => `${o}/landingpage`),
  };
}

/**
 * The policy of oidc-provider plus one check: a session whose user was blocked or
 * deactivated after signing in asks for a fresh sign-in instead of failing later.
 */
function interactionPolicyWithAccountCheck() {
  const policy = interactionPolicy.base();
  policy
    .get('login')
    ?.checks.add(
      new interactionPolicy.Check(
        'account_unavailable',
        'the signed-in account can no longer sign in',
        'login_required',
        (koa) => Boolean(koa.oidc.session?.accountId) && !koa.oidc.account,
      ),
    );
  return policy;
}

export function createOidcProvider(app: AppContext, log: FastifyBaseLogger): Provider {
  const { config, db, keys } = app;
  if (config.oidc.kind !== 'builtin') throw new Error('the built-in provider runs only without OIDC_ISSUER');
  const { issuer, audience, clientId } = config.oidc;

  const configuration: Configuration = {
    adapter: createDrizzleAdapterFactory(db, (err) => log.warn({ err }, 'oidc: purging expired rows failed')),
    clients: [webClient(app)],
    jwks: keys.privateJwks as Configuration['jwks'],
    cookies: { keys: keys.cookieKeys },
    scopes: [...FIRST_PARTY_SCOPES],
    claims: {
      openid: ['sub'],
      email: ['email'],
      profile: ['name', 'given_name', 'family_name'],
    },
    pkce: { required: () => true },
    // oidc-provider drops offline_access unless the request also says prompt=consent, which
    // would force an interaction on every sign-in. Our own web app gets a refresh token
    // anyway; without offline_access it is bound to the sign-in session and ends with it.
    issueRefreshToken: (_koa, client, code) =>
      client.grantTypeAllowed('refresh_token') && (code.scopes.has('offline_access') || client.clientId === clientId),
    findAccount: (_koa, sub) => findAccount(db, sub),
    // The API's verifier reads `email` next to `sub`, and `sst`, the account's security stamp now:
    // once the password or e-mail changes, tokens with the old stamp are refused at once.
    extraTokenClaims: async (koa, token) => {
      const accountId = 'accountId' in token ? token.accountId : undefined;
      if (!accountId) return undefined;
      const loaded = koa.oidc.entities.Account as DocvueAccount | undefined;
      const account = loaded?.accountId === accountId ? loaded : await findAccount(db, accountId);
      return account ? { email: account.email, sst: account.securityStamp } : undefined;
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (koa, form) => {
          koa.type = 'html';
          // A valid id_token_hint proves our app asked; a bare link from elsewhere gets the question.
          const fromOurApp = Boolean(koa.oidc.entities.IdTokenHint) && koa.oidc.client?.clientId === clientId;
          koa.body = signOutPage(form, fromOurApp);
        },
        postLogoutSuccessSource: (koa) => {
          koa.type = 'html';
          koa.body = messagePage(
            'Signed out',
            { kind: 'ok', text: 'You are signed out of DocVue Exchange.' },
            {
              href: `${config.publicUrl}/landingpage`,
              text: 'Back to DocVue Exchange',
            },
          );
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => audience,
        // The web app never names the resource at the token endpoint; it always means the API.
        useGrantedResource: () => true,
        getResourceServerInfo: (_koa, indicator) => {
          if (indicator !== audience) throw new errors.InvalidTarget();
          return {
            scope: API_SCOPE,
            audience,
            accessTokenTTL: HOUR,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    // First-party client: the grant is given on sign-in, so there is no consent screen.
    loadExistingGrant: async (koa) => {
      const { oidc } = koa;
      const accountId = oidc.account?.accountId;
      if (!oidc.client || !oidc.session || !accountId) return undefined;
      const grantId = oidc.result?.consent?.grantId ?? oidc.session.grantIdFor(oidc.client.clientId);
      let grant = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
      if (oidc.client.clientId !== clientId) return grant;
      if (!grant || grant.accountId !== accountId) {
        grant = new oidc.provider.Grant({ clientId: oidc.client.clientId, accountId });
      }
      grant.addOIDCScope(FIRST_PARTY_SCOPES);
      grant.addResourceScope(audience, API_SCOPE);
      await grant.save();
      return grant;
    },
    interactions: {
      policy: interactionPolicyWithAccountCheck(),
      url: (_koa, interaction) => interactionPath(interaction.uid),
    },
    // Allow the browser-side token calls only from the client's own origins (the Vite dev server).
    clientBasedCORS: (_koa, origin, client) =>
      (client.redirectUris ?? []).some((uri) => new URL(uri).origin === origin),
    renderError: (koa, out) => {
      koa.type = 'html';
      koa.body = messagePage(
        'Sign-in problem',
        { kind: 'error', text: out.error_description ?? out.error },
        { href: `${config.publicUrl}/`, text: 'Back to DocVue Exchange' },
      );
    },
    ttl: {
      AccessToken: HOUR,
      IdToken: HOUR,
      AuthorizationCode: 60,
      Interaction: HOUR,
      Session: 12 * HOUR,
      Grant: 14 * 24 * HOUR,
      RefreshToken: 14 * 24 * HOUR,
    },
  };

  const provider = new Provider(issuer, configuration);
  // Behind a load balancer the public protocol and host come from X-Forwarded-*.
  provider.proxy = true;
  provider.on('server_error', (_koa: KoaContextWithOIDC, err: Error) => log.error({ err }, 'oidc: server error'));
  // A listener on 'error' replaces Koa's default of printing to stderr. The typings list
  // only the provider's own events, not the Koa ones it inherits.
  (provider as unknown as NodeJS.EventEmitter).on('error', (err: Error) => log.warn({ err }, 'oidc: request error'));
  return provider;
}
