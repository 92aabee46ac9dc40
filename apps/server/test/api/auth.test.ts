import { Role, UserType } from '@docvue/contracts';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRoles, users } from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { admin, makeCompany, makeUser, readOnly } from '../support/factories.js';

let t: TestApp;
let companyA: { id: number };
let companyB: { id: number };
let adminA: { id: number };
let readerA: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  companyA = await makeCompany(t.db, { name: 'Alpha Oilfield Services' });
  companyB = await makeCompany(t.db, { name: 'Bravo Energy' });
  adminA = await makeUser(t.db, admin(companyA.id));
  readerA = await makeUser(t.db, readOnly(companyA.id));
});
afterAll(() => t.close());

const roles = (token: string, companyId?: number) =>
  t.call({ token, companyId }, { method: 'GET', url: '/api/documentType' });

describe('authentication', () => {
  it('refuses a call without a token with 401 and a clear message', async () => {
    const res = await t.call({ companyId: companyA.id }, { method: 'GET', url: '/api/documentType' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: { message: expect.stringMatching(/bearer token/), code: 'unauthenticated' } });
  });

  it('refuses a token signed by another key', async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const jwk = await exportJWK(privateKey);
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'RS256', kid: 'forged' })
      .setSubject(String(adminA.id))
      .setIssuer(t.config.oidc.issuer)
      .setAudience(t.config.oidc.audience!)
      .setExpirationTime('5m')
      .sign(privateKey);
    expect(jwk.kty).toBe('RSA');
    expect((await roles(forged, companyA.id)).statusCode).toBe(401);
  });

  it('refuses an expired token, a token for another audience or issuer, and garbage', async () => {
    const expired = await t.tokenFor(adminA.id, { expiresIn: '-1m' });
    const otherAudience = await t.tokenFor(adminA.id, { audience: 'https://elsewhere.example/api' });
    const otherIssuer = await t.tokenFor(adminA.id, { issuer: 'https://evil.example/oidc' });
    for (const token of [expired, otherAudience, otherIssuer, 'not-a-jwt']) {
      const res = await roles(token, companyA.id);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toMatch(/not valid or has expired/);
    }
  });

  it('refuses an Authorization header that is not a bearer token', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/documentType',
      headers: { authorization: 'Basic dXNlcjpwYXNz', 'company-id': String(companyA.id) },
    });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a blocked user even with a valid token', async () => {
    const blocked = await makeUser(t.db, { ...admin(companyA.id), blocked: true });
    const res = await roles(await t.tokenFor(blocked.id), companyA.id);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toMatch(/blocked/);
  });
});

describe('tenancy', () => {
  it('asks for the Company-Id header on company calls', async () => {
    const res = await roles(await t.tokenFor(adminA.id));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ message: expect.stringMatching(/Company-Id/), code: 'company_required' });
    const bad = await t.call(
      { token: await t.tokenFor(adminA.id), companyId: 'abc' },
      { method: 'GET', url: '/api/documentType' },
    );
    expect(bad.statusCode).toBe(400);
  });

  it('answers 403 for a company the user does not belong to, and for one that does not exist alike', async () => {
    const token = await t.tokenFor(adminA.id);
    const other = await roles(token, companyB.id);
    const missing = await roles(token, 999999);
    expect(other.statusCode).toBe(403);
    expect(missing.statusCode).toBe(403);
    expect(other.json()).toEqual(missing.json());
  });

  it('takes a membership removed in the database into account once announced, while the token is still valid', async () => {
    const leaver = await makeUser(t.db, admin(companyA.id));
    const token = await t.tokenFor(leaver.id);
    expect((await roles(token, companyA.id)).statusCode).toBe(200);
    // Written as another process would: announced at commit (at once on PGlite, over the
    // listening connection on a PostgreSQL server; membership-cache.test.ts).
    await t.db.delete(userRoles).where(eq(userRoles.userId, leaver.id));
    await expect.poll(async () => (await roles(token, companyA.id)).statusCode, { timeout: 5000 }).toBe(403);
  });

  it('lets a global user read any company but not act for it', async () => {
    const support = await makeUser(t.db, { userType: UserType.Global });
    const token = await t.tokenFor(support.id);
    expect((await roles(token, companyB.id)).statusCode).toBe(200);
    const me = await t.call({ token, companyId: companyB.id }, { method: 'GET', url: '/api/users/current' });
    // Read access only: no ability to act.
    expect(me.json()).toMatchObject({
      isGlobalUser: true,
      abilities: { workWithDocuments: false, signDocuments: false, administer: false },
    });
    const mutate = await t.call(
      { token, companyId: companyB.id },
      { method: 'POST', url: `/api/users/${support.id}/apikeys` },
    );
    expect(mutate.statusCode).toBe(403);
  });
});

describe('roles and API keys', () => {
  it('refuses a ReadOnly user a mutation with 403 and says why', async () => {
    const machine = await makeUser(t.db, { ...readOnly(companyA.id), userType: UserType.ApiKey });
    const res = await t.call(
      { token: await t.tokenFor(readerA.id), companyId: companyA.id },
      { method: 'POST', url: `/api/users/${machine.id}/apikeys` },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({ message: 'Only a company administrator can do this.', code: 'forbidden' });
  });

  it('lets an administrator issue an API key that authenticates its machine user until revoked', async () => {
    const machine = await makeUser(t.db, { memberships: { [companyA.id]: [Role.User] }, userType: UserType.ApiKey });
    const adminToken = await t.tokenFor(adminA.id);
    const created = await t.call(
      { token: adminToken, companyId: companyA.id },
      { method: 'POST', url: `/api/users/${machine.id}/apikeys` },
    );
    expect(created.statusCode).toBe(201);
    const { key, id } = created.json();
    expect(key).toMatch(/^dvx_/);
    const stored = await t.db.select().from(users).where(eq(users.id, machine.id));
    expect(JSON.stringify(stored)).not.toContain(key);

    const asMachine = await t.call(
      { token: key, companyId: companyA.id },
      { method: 'GET', url: '/api/users/current' },
    );
    expect(asMachine.statusCode).toBe(200);
    expect(asMachine.json()).toMatchObject({
      id: machine.id,
      userType: UserType.ApiKey,
      abilities: { workWithDocuments: true, administer: false },
    });
    const viaHeader = await t.app.inject({
      method: 'GET',
      url: '/api/documentType',
      headers: { 'x-api-key': key, 'company-id': String(companyA.id) },
    });
    expect(viaHeader.statusCode).toBe(200);
    // The key is for company A's machine user only.
    expect(
      (await t.call({ token: key, companyId: companyB.id }, { method: 'GET', url: '/api/documentType' })).statusCode,
    ).toBe(403);

    const revoke = await t.call(
      { token: adminToken, companyId: companyA.id },
      { method: 'DELETE', url: `/api/users/${machine.id}/apikeys/${id}` },
    );
    expect(revoke.statusCode).toBe(200);
    expect(
      (await t.call({ token: key, companyId: companyA.id }, { method: 'GET', url: '/api/users/current' })).statusCode,
    ).toBe(401);
  });

  it('refuses API keys for regular users and for users of another company (404)', async () => {
    const token = await t.tokenFor(adminA.id);
    const regular = await t.call(
      { token, companyId: companyA.id },
      { method: 'POST', url: `/api/users/${readerA.id}/apikeys` },
    );
    expect(regular.statusCode).toBe(400);
    const stranger = await makeUser(t.db, { memberships: { [companyB.id]: [Role.User] }, userType: UserType.ApiKey });
    const res = await t.call(
      { token, companyId: companyA.id },
      { method: 'POST', url: `/api/users/${stranger.id}/apikeys` },
    );
    expect(res.statusCode).toBe(404);
    const revoke = await t.call(
      { token, companyId: companyA.id },
      { method: 'DELETE', url: `/api/users/${stranger.id}/apikeys/1` },
    );
    expect(revoke.statusCode).toBe(404);
  });

  it('rejects a made-up API key', async () => {
    const res = await t.call(
      { token: `dvx_abcdefabcdef_${'A'.repeat(43)}`, companyId: companyA.id },
      { method: 'GET', url: '/api/documentType' },
    );
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('The API key is not valid.');
  });
});
