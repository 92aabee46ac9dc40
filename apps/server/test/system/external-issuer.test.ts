import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import {
  decodeJwt,
  exportJWK,
  generateKeyPair,
  SignJWT,
  UnsecuredJWT,
  type CryptoKey,
  type JWK,
  type JWTPayload,
} from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { admin, makeCompany, makeUser } from '../support/factories.js';

/**
 * What the API accepts from an external issuer, token by token. A small issuer stands in for it
 * (a discovery document, a key set whose keys the test takes out, a userinfo endpoint), so that
 * the tokens can be made as no well-behaved issuer would make them.
 */

const CLIENT = 'docvue-web';
const AUDIENCE = 'docvue-api';

interface HandRolledIssuer {
  /** The identifier as configured (OIDC_ISSUER). */
  url: string;
  /** What its discovery document and tokens call it. */
  named: string;
  keys: Map<string, { privateKey: CryptoKey; jwk: JWK }>;
  /** The userinfo endpoint's answer by the access token's subject. */
  userinfo: Map<string, JWTPayload>;
  server: Server;
}

async function startIssuer(opts: { trailingSlash?: boolean } = {}): Promise<HandRolledIssuer> {
  const issuer = {
    keys: new Map(),
    userinfo: new Map(),
    server: createServer((req, res) => {
      res.setHeader('content-type', 'application/json');
      if (req.url === '/realms/oil/.well-known/openid-configuration') {
        res.end(
          JSON.stringify({
            issuer: issuer.named,
            jwks_uri: `${issuer.url}/protocol/openid-connect/certs`,
            userinfo_endpoint: `${issuer.url}/protocol/openid-connect/userinfo`,
          }),
        );
      } else if (req.url === '/realms/oil/protocol/openid-connect/certs') {
        res.end(JSON.stringify({ keys: [...issuer.keys.values()].map((k) => k.jwk) }));
      } else if (req.url === '/realms/oil/protocol/openid-connect/userinfo') {
        const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
        const claims = token ? issuer.userinfo.get(decodeJwt(token).sub!) : undefined;
        res.statusCode = claims ? 200 : 401;
        res.end(JSON.stringify(claims ?? { error: 'invalid_token' }));
      } else {
        res.statusCode = 404;
        res.end('{}');
      }
    }),
  } as HandRolledIssuer;
  await new Promise<void>((resolve) => issuer.server.listen(0, '127.0.0.1', resolve));
  issuer.url = `http://127.0.0.1:${(issuer.server.address() as AddressInfo).port}/realms/oil`;
  issuer.named = opts.trailingSlash ? `${issuer.url}/` : issuer.url;
  await addKey(issuer, 'ext-1');
  return issuer;
}

async function addKey(issuer: HandRolledIssuer, kid: string) {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  issuer.keys.set(kid, { privateKey, jwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' } });
}

interface TokenOptions {
  sub?: string;
  audience?: string | string[] | null;
  expires?: string | null;
  kid?: string;
  claims?: JWTPayload;
}

function tokenOf(issuer: HandRolledIssuer, opts: TokenOptions = {}) {
  const kid = opts.kid ?? 'ext-1';
  const jwt = new SignJWT(opts.claims ?? {})
    .setProtectedHeader({ alg: 'RS256', kid })
    .setSubject(opts.sub ?? 'kc-1111')
    .setIssuer(issuer.named)
    .setIssuedAt();
  if (opts.audience !== null) jwt.setAudience(opts.audience ?? AUDIENCE);
  if (opts.expires !== null) jwt.setExpirationTime(opts.expires ?? '5m');
  return jwt.sign(issuer.keys.get(kid)!.privateKey);
}

const appFor = (issuer: HandRolledIssuer, env: Record<string, string> = {}) =>
  createTestApp({ OIDC_ISSUER: issuer.url, OIDC_CLIENT_ID: CLIENT, OIDC_AUDIENCE: AUDIENCE, ...env });

let issuer: HandRolledIssuer;
let t: TestApp;
let companyId: number;

beforeAll(async () => {
  issuer = await startIssuer();
  t = await appFor(issuer);
  companyId = (await makeCompany(t.db)).id;
});
afterAll(async () => {
  await t?.close();
  issuer?.server.close();
});

const me = (app: TestApp, token: string) =>
  app.call({ token, companyId }, { method: 'GET', url: '/api/users/current' });
const link = (app: TestApp, accessToken: string, idToken: string) =>
  app.call({ token: accessToken }, { method: 'POST', url: '/api/session/link', payload: { idToken } });

describe('access tokens of an external issuer', () => {
  it('find a linked person by subject, and link nobody by the e-mail they carry', async () => {
    const linked = await makeUser(t.db, { ...admin(companyId), email: 'linked@operator.example' });
    await t.db.update(users).set({ externalSubject: 'kc-linked' }).where(eq(users.id, linked.id));
    expect((await me(t, await tokenOf(issuer, { sub: 'kc-linked' }))).json().id).toBe(linked.id);

    const unlinked = await makeUser(t.db, { ...admin(companyId), email: 'jane.roe@operator.example' });
    const claims = { email: 'jane.roe@operator.example', email_verified: true };
    const res = await me(t, await tokenOf(issuer, { sub: 'kc-new', claims }));
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('No DocVue Exchange account belongs to this sign-in.');
    const [row] = await t.db.select().from(users).where(eq(users.id, unlinked.id));
    expect(row!.externalSubject).toBeNull();
  });

  it('are refused for another API, without an audience, or addressed to the web client (an ID token)', async () => {
    const linked = await makeUser(t.db, { ...admin(companyId) });
    await t.db.update(users).set({ externalSubject: 'kc-aud' }).where(eq(users.id, linked.id));
    expect((await me(t, await tokenOf(issuer, { sub: 'kc-aud' }))).statusCode).toBe(200);
    for (const audience of ['another-api', null, CLIENT, [AUDIENCE, CLIENT]]) {
      const res = await me(t, await tokenOf(issuer, { sub: 'kc-aud', audience }));
      expect(res.statusCode, JSON.stringify(audience)).toBe(401);
    }
  });

  it('are refused without an expiry, once expired, unsigned, signed with a shared secret or with a stranger key', async () => {
    const linked = await makeUser(t.db, { ...admin(companyId) });
    await t.db.update(users).set({ externalSubject: 'kc-exp' }).where(eq(users.id, linked.id));
    expect((await me(t, await tokenOf(issuer, { sub: 'kc-exp', expires: null }))).statusCode).toBe(401);
    expect((await me(t, await tokenOf(issuer, { sub: 'kc-exp', expires: '-1m' }))).statusCode).toBe(401);
    const unsigned = new UnsecuredJWT({})
      .setSubject('kc-exp')
      .setIssuer(issuer.named)
      .setAudience(AUDIENCE)
      .setExpirationTime('5m')
      .encode();
    expect((await me(t, unsigned)).statusCode).toBe(401);
    const publicJwk = JSON.stringify(issuer.keys.get('ext-1')!.jwk);
    const confused = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', kid: 'ext-1' })
      .setSubject('kc-exp')
      .setIssuer(issuer.named)
      .setAudience(AUDIENCE)
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(publicJwk));
    expect((await me(t, confused)).statusCode).toBe(401);
    const stranger = await generateKeyPair('RS256');
    const foreign = await new SignJWT({})
      .setProtectedHeader({ alg: 'RS256', kid: 'ext-1' })
      .setSubject('kc-exp')
      .setIssuer(issuer.named)
      .setAudience(AUDIENCE)
      .setExpirationTime('5m')
      .sign(stranger.privateKey);
    expect((await me(t, foreign)).statusCode).toBe(401);
    expect((await me(t, await t.tokenFor(linked.id))).statusCode).toBe(401);
  });

  it('signed with a key the issuer took out are refused within OIDC_KEYS_MAX_AGE_SECONDS, also when used before', async () => {
    const local = await startIssuer();
    const app = await appFor(local, { OIDC_KEYS_MAX_AGE_SECONDS: '2' });
    try {
      const company = (await makeCompany(app.db)).id;
      const user = await makeUser(app.db, admin(company));
      await app.db.update(users).set({ externalSubject: 'kc-rotate' }).where(eq(users.id, user.id));
      await addKey(local, 'ext-2');
      const old = await tokenOf(local, { sub: 'kc-rotate', kid: 'ext-1' });
      const call = (token: string) =>
        app.call({ token, companyId: company }, { method: 'GET', url: '/api/users/current' });
      expect((await call(old)).statusCode).toBe(200);

      local.keys.delete('ext-1');
      const removedAt = Date.now();
      // The key set and the verified token are each kept for half of the 2 s.
      while ((await call(old)).statusCode === 200) {
        expect(Date.now() - removedAt).toBeLessThan(2_500);
        await new Promise((r) => setTimeout(r, 100));
      }
      expect((await call(old)).statusCode).toBe(401);
      // The issuer's other key goes on working.
      const current = await tokenOf(local, { sub: 'kc-rotate', kid: 'ext-2' });
      expect((await call(current)).statusCode).toBe(200);

      // The issuer goes away: once its key set is stale, nothing is accepted on it, and the caller
      // is told to try again (503), not to sign in again; /api/ready says why.
      await new Promise<void>((resolve) => local.server.close(() => resolve()));
      local.server.closeAllConnections();
      await new Promise((r) => setTimeout(r, 2_100));
      const refused = await call(current);
      expect(refused.statusCode).toBe(503);
      const ready = await app.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().error.message).toMatch(
        /^Sign-in is not available: the identity provider's keys at .* cannot be read/,
      );
    } finally {
      await app.close();
      local.server.close();
    }
  });
});

describe('linking a sign-in from its ID token', () => {
  const idTokenOf = (sub: string, claims: JWTPayload = {}) => tokenOf(issuer, { sub, audience: CLIENT, claims });

  it('reads the e-mail from the userinfo endpoint when the ID token does not say it (Okta)', async () => {
    const user = await makeUser(t.db, { ...admin(companyId), email: 'okta.user@operator.example' });
    issuer.userinfo.set('okta-1', { sub: 'okta-1', email: 'okta.user@operator.example', email_verified: true });
    const res = await link(t, await tokenOf(issuer, { sub: 'okta-1' }), await idTokenOf('okta-1'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ userId: user.id, newlyLinked: true });
  });

  it("does not believe a userinfo answer about another subject, nor an ID token's e-mail without its verification", async () => {
    await makeUser(t.db, { ...admin(companyId), email: 'careful@operator.example' });
    issuer.userinfo.set('okta-2', { sub: 'someone-else', email: 'careful@operator.example', email_verified: true });
    const res = await link(
      t,
      await tokenOf(issuer, { sub: 'okta-2' }),
      await idTokenOf('okta-2', { email: 'careful@operator.example' }),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toMatch(/has not confirmed that careful@operator.example is your e-mail address/);
  });

  it("takes Entra ID's xms_edov for a verified e-mail when email_verified is absent", async () => {
    const user = await makeUser(t.db, { ...admin(companyId), email: 'entra.user@operator.example' });
    const denied = await link(
      t,
      await tokenOf(issuer, { sub: 'entra-0' }),
      await idTokenOf('entra-0', { email: 'entra.user@operator.example', xms_edov: false }),
    );
    expect(denied.statusCode).toBe(403);
    const res = await link(
      t,
      await tokenOf(issuer, { sub: 'entra-1' }),
      await idTokenOf('entra-1', { email: 'entra.user@operator.example', xms_edov: true }),
    );
    expect(res.json()).toMatchObject({ userId: user.id, newlyLinked: true });
  });

  it('refuses an ID token for another client, or one for several without this client as its authorized party', async () => {
    await makeUser(t.db, { ...admin(companyId), email: 'azp@operator.example' });
    const claims = { email: 'azp@operator.example', email_verified: true };
    const access = await tokenOf(issuer, { sub: 'azp-1' });
    const other = await tokenOf(issuer, { sub: 'azp-1', audience: 'another-client', claims });
    expect((await link(t, access, other)).statusCode).toBe(401);
    const several = await tokenOf(issuer, { sub: 'azp-1', audience: [CLIENT, 'another-client'], claims });
    expect((await link(t, access, several)).statusCode).toBe(401);
    const authorized = await tokenOf(issuer, {
      sub: 'azp-1',
      audience: [CLIENT, 'another-client'],
      claims: { ...claims, azp: CLIENT },
    });
    expect((await link(t, access, authorized)).statusCode).toBe(200);
  });
});

describe('the issuer named with or without a trailing slash', () => {
  it('accepts a difference of the trailing slash only, and checks tokens against the issuer’s own name', async () => {
    const slashed = await startIssuer({ trailingSlash: true });
    const app = await appFor(slashed);
    try {
      const company = (await makeCompany(app.db)).id;
      const user = await makeUser(app.db, admin(company));
      await app.db.update(users).set({ externalSubject: 'auth0|1' }).where(eq(users.id, user.id));
      const token = await tokenOf(slashed, { sub: 'auth0|1' });
      expect(decodeJwt(token).iss).toBe(`${slashed.url}/`);
      const res = await app.call({ token, companyId: company }, { method: 'GET', url: '/api/users/current' });
      expect(res.statusCode).toBe(200);
      const config = await app.app.inject({ method: 'GET', url: '/api/config' });
      expect(config.json().oidc.authority).toBe(`${slashed.url}/`);
    } finally {
      await app.close();
      slashed.server.close();
    }
  });
});

describe('the built-in provider', () => {
  it('is not mounted with an external issuer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration' });
    expect(res.statusCode).toBe(404);
  });
});
