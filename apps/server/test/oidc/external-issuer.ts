import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import { errors, Provider, type Configuration } from 'oidc-provider';
import { CookieJar, fetchWithCookies, type TokenSet } from '../../src/plugins/oidc/pkce-client.js';

/*
 * A company's own identity provider, outside the product, so a real one stands in for it:
 * oidc-provider with its defaults where they matter (dev sign-in and consent pages, claims released
 * by scope, no e-mail in access tokens, RFC 8707 resource indicators taken strictly: a token request
 * without `resource` gets a token for the userinfo endpoint), its own RS256 key, a public client with
 * PKCE, and access tokens as JWTs for the API's resource.
 */

export const CLIENT_ID = 'docvue-web';
/** The API as the issuer knows it: its resource indicator, and the audience of its access tokens. */
export const API_RESOURCE = 'https://api.docvue.test/';
export const API_AUDIENCE = 'https://api.docvue.test/';
/** The scope the product asks for this issuer: `api` is the API's scope at the resource server. */
export const ISSUER_SCOPE = 'openid profile email api';

export interface Person {
  email?: string;
  email_verified?: boolean;
  name?: string;
}

export interface TestIssuerOptions {
  /** Where the product's web app is: its redirect URIs. */
  appUrl: string;
  /** Listen on this port (one reserved before the product was started), else any free one. */
  port?: number;
  /** Put the person's e-mail and its verification in access tokens too (as Keycloak does). */
  emailInAccessToken?: boolean;
}

export interface TestIssuer {
  issuer: string;
  port: number;
  /** The people who can sign in, by subject; add to it at any time. */
  people: Map<string, Person>;
  close(): Promise<void>;
}

export async function startTestIssuer(opts: TestIssuerOptions): Promise<TestIssuer> {
  const people = new Map<string, Person>();
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = {
    ...(await exportJWK(privateKey)),
    kid: `issuer-${randomBytes(4).toString('hex')}`,
    alg: 'RS256',
    use: 'sig',
  };
  const server: Server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', resolve);
  });
  const port = (server.address() as AddressInfo).port;
  const issuer = `http://127.0.0.1:${port}`;

  const configuration: Configuration = {
    clients: [
      {
        client_id: CLIENT_ID,
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${opts.appUrl}/auth/callback`, `${opts.appUrl}/auth/silent`],
        post_logout_redirect_uris: [`${opts.appUrl}/landingpage`],
      },
    ],
    jwks: { keys: [jwk] } as Configuration['jwks'],
    cookies: { keys: ['test-issuer-cookie-key'] },
    // Stated only to keep the provider from announcing each default on first use.
    ttl: { AccessToken: 600, IdToken: 600, AuthorizationCode: 60, Interaction: 600, Session: 3600, Grant: 3600 },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    findAccount: (_ctx, sub) =>
      people.has(sub) ? { accountId: sub, claims: async () => ({ sub, ...people.get(sub) }) } : undefined,
    ...(opts.emailInAccessToken
      ? {
          extraTokenClaims: async (_ctx, token) => {
            const person = 'accountId' in token ? people.get(token.accountId) : undefined;
            return person ? { email: person.email, email_verified: person.email_verified } : undefined;
          },
        }
      : {}),
    features: {
      resourceIndicators: {
        enabled: true,
        getResourceServerInfo: (_ctx, indicator) => {
          if (indicator !== API_RESOURCE) throw new errors.InvalidTarget();
          return {
            scope: 'api',
            audience: API_AUDIENCE,
            accessTokenFormat: 'jwt',
            accessTokenTTL: 600,
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
  };
  const provider = new Provider(issuer, configuration);
  // The dev pages print their warnings on every start; the tests do not need them.
  (provider as unknown as NodeJS.EventEmitter).on('server_error', () => undefined);
  server.on('request', provider.callback());

  return {
    issuer,
    port,
    people,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

interface Discovery {
  authorization_endpoint: string;
  token_endpoint: string;
}

export interface FlowOptions {
  /** The issuer's identifier (its discovery document is under it). */
  authority: string;
  clientId?: string;
  redirectUri: string;
  scope: string;
  /** RFC 8707: sent on the authorization request, and on the token request unless `resourceOnTokenRequest` is false. */
  resource?: string | null;
  resourceOnTokenRequest?: boolean;
  /** Sent as `audience` on the authorization request (Auth0). */
  audience?: string | null;
  /** Who signs in at the issuer's dev page. */
  login: string;
  jar?: CookieJar;
}

const b64url = (buf: Buffer) => buf.toString('base64url');

/** The hidden inputs and action of the page's form (oidc-provider's dev sign-in and consent pages). */
function formOf(html: string, pageUrl: string) {
  const action = /<form[^>]*action="([^"]+)"[^>]*method="post"/.exec(html)?.[1];
  if (!action) throw new Error(`no form on ${pageUrl}: ${html.slice(0, 300)}`);
  const fields = Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]),
  );
  return { action: new URL(action.replace(/&amp;/g, '&'), pageUrl).href, fields };
}

/**
 * The authorization-code + PKCE flow against the issuer over real HTTP, as a browser does it:
 * redirects followed with cookies, the sign-in page (any password) and the consent page posted,
 * then the code exchanged at the token endpoint.
 */
export async function authorizationCodeFlow(opts: FlowOptions): Promise<TokenSet> {
  const meta = (await (
    await fetch(`${opts.authority.replace(/\/$/, '')}/.well-known/openid-configuration`)
  ).json()) as Discovery;
  const clientId = opts.clientId ?? CLIENT_ID;
  const verifier = b64url(randomBytes(32));
  const state = b64url(randomBytes(16));
  const authorize = new URL(meta.authorization_endpoint);
  authorize.search = new URLSearchParams({
    client_id: clientId,
    response_type: 'code',
    redirect_uri: opts.redirectUri,
    scope: opts.scope,
    code_challenge: b64url(createHash('sha256').update(verifier).digest()),
    code_challenge_method: 'S256',
    state,
    nonce: b64url(randomBytes(16)),
    ...(opts.resource ? { resource: opts.resource } : {}),
    ...(opts.audience ? { audience: opts.audience } : {}),
  }).toString();

  const jar = opts.jar ?? new CookieJar();
  let url = authorize.href;
  let init: RequestInit = {};
  for (let hop = 0; hop < 20; hop++) {
    const res = await fetchWithCookies(url, init, jar);
    const location = res.headers.get('location');
    if (res.status >= 300 && res.status < 400 && location) {
      const next = new URL(location, url);
      if (next.href.startsWith(opts.redirectUri)) {
        const error = next.searchParams.get('error');
        if (error) throw new Error(`the issuer refused: ${error} ${next.searchParams.get('error_description') ?? ''}`);
        if (next.searchParams.get('state') !== state) throw new Error('wrong state');
        return tokenRequest(meta.token_endpoint, {
          grant_type: 'authorization_code',
          code: next.searchParams.get('code')!,
          redirect_uri: opts.redirectUri,
          client_id: clientId,
          code_verifier: verifier,
          ...(opts.resource && opts.resourceOnTokenRequest !== false ? { resource: opts.resource } : {}),
        });
      }
      url = next.href;
      init = {};
      continue;
    }
    const html = await res.text();
    if (!res.ok) throw new Error(`HTTP ${res.status} at ${url}: ${html.slice(0, 300)}`);
    const form = formOf(html, url);
    const body = new URLSearchParams(form.fields);
    if (form.fields.prompt === 'login') {
      body.set('login', opts.login);
      body.set('password', 'any password');
    }
    url = form.action;
    init = { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: body.toString() };
  }
  throw new Error('too many redirects');
}

async function tokenRequest(endpoint: string, params: Record<string, string>): Promise<TokenSet> {
  const res = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(params).toString(),
  });
  const body = (await res.json()) as TokenSet & { error?: string; error_description?: string };
  if (!res.ok) throw new Error(`token request refused: ${body.error} ${body.error_description ?? ''}`);
  return body;
}
