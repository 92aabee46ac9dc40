import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.js';
import { createTestApp, type TestApp } from './support/app.js';
import { admin, makeCompany, makeUser } from './support/factories.js';

/**
 * An external OpenID Connect issuer (Keycloak, Entra ID…) is outside the product, so a
 * small local one stands in for it: a discovery document and a JWKS over real HTTP.
 */
let issuerServer: Server;
let issuer: string;
let signingKey: CryptoKey;
let t: TestApp;
let companyId: number;

beforeAll(async () => {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  signingKey = privateKey;
  const jwk = { ...(await exportJWK(publicKey)), kid: 'ext-1', alg: 'RS256', use: 'sig' };
  issuerServer = createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    if (req.url === '/realms/oil/.well-known/openid-configuration') {
      res.end(JSON.stringify({ issuer, jwks_uri: `${issuer}/protocol/openid-connect/certs` }));
    } else if (req.url === '/realms/oil/protocol/openid-connect/certs') {
      res.end(JSON.stringify({ keys: [jwk] }));
    } else {
      res.statusCode = 404;
      res.end('{}');
    }
  });
  await new Promise<void>((resolve) => issuerServer.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(issuerServer.address() as AddressInfo).port}/realms/oil`;
  t = await createTestApp({ OIDC_ISSUER: issuer, OIDC_CLIENT_ID: 'docvue', OIDC_AUDIENCE: 'docvue-api' });
  companyId = (await makeCompany(t.db)).id;
});
afterAll(async () => {
  await t.close();
  issuerServer.close();
});

const externalToken = (sub: string, email: string | undefined, audience = 'docvue-api') => {
  const jwt = new SignJWT(email ? { email } : {})
    .setProtectedHeader({ alg: 'RS256', kid: 'ext-1' })
    .setSubject(sub)
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime('5m');
  return jwt.sign(signingKey);
};

const me = (token: string) => t.call({ token, companyId }, { method: 'GET', url: '/api/users/current' });

describe('an external OpenID Connect issuer', () => {
  it('links a user by e-mail on first sign-in, then by subject', async () => {
    const user = await makeUser(t.db, { ...admin(companyId), email: 'Jane.Roe@Operator.example' });
    const first = await me(await externalToken('kc-1111', 'jane.roe@operator.example'));
    expect(first.statusCode).toBe(200);
    expect(first.json().id).toBe(user.id);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.externalSubject).toBe('kc-1111');
    const bySubject = await me(await externalToken('kc-1111', undefined));
    expect(bySubject.json().id).toBe(user.id);
  });

  it('does not re-point an account already linked to another subject', async () => {
    await makeUser(t.db, { ...admin(companyId), email: 'linked@operator.example' });
    expect((await me(await externalToken('kc-2222', 'linked@operator.example'))).statusCode).toBe(200);
    const takeover = await me(await externalToken('kc-evil', 'linked@operator.example'));
    expect(takeover.statusCode).toBe(401);
  });

  it('refuses unknown people, other audiences and tokens of the built-in provider', async () => {
    const unknown = await me(await externalToken('kc-3333', 'nobody@operator.example'));
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().error.message).toBe('No DocVue Exchange account belongs to this sign-in.');
    expect((await me(await externalToken('kc-1111', undefined, 'another-api'))).statusCode).toBe(401);
    expect((await me(await t.tokenFor(1))).statusCode).toBe(401);
  });

  it('does not mount the built-in provider', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration' });
    expect(res.statusCode).toBe(404);
  });
});
