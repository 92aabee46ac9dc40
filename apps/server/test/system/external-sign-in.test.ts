import { ErrorCode, Role, UserType, type ClientConfig } from '@docvue/contracts';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { admin, makeCompany, makeUser } from '../support/factories.js';
import {
  API_AUDIENCE,
  API_RESOURCE,
  authorizationCodeFlow,
  ISSUER_SCOPE,
  startTestIssuer,
  type Person,
  type TestIssuer,
} from '../oidc/external-issuer.js';

/**
 * Sign-in with a company's own identity provider, end to end over real HTTP against a real
 * issuer (oidc-provider, test/oidc/external-issuer.ts): the authorization-code + PKCE flow as the
 * web app runs it from GET /api/config, the link of the sign-in to its account (POST
 * /api/session/link with the ID token), then the API by the access token's subject alone.
 */

const APP_URL = 'http://localhost:3999';

async function world(opts: { emailInAccessToken?: boolean } = {}) {
  const issuer = await startTestIssuer({ appUrl: APP_URL, ...opts });
  const t = await createTestApp({
    OIDC_ISSUER: issuer.issuer,
    OIDC_CLIENT_ID: 'docvue-web',
    OIDC_AUDIENCE: API_AUDIENCE,
    OIDC_RESOURCE: API_RESOURCE,
    OIDC_SCOPE: ISSUER_SCOPE,
  });
  const company = await makeCompany(t.db);
  return { issuer, t, companyId: company.id };
}

let issuer: TestIssuer;
let t: TestApp;
let companyId: number;
let seq = 0;

beforeAll(async () => {
  ({ issuer, t, companyId } = await world());
});
afterAll(async () => {
  await t?.close();
  await issuer?.close();
});

/** A person at the issuer, with a fresh subject. */
function person(p: Person): string {
  const sub = `person-${++seq}-${Date.now()}`;
  issuer.people.set(sub, p);
  return sub;
}

/** The flow as the web app runs it: every setting from GET /api/config. */
async function signIn(app: TestApp, login: string, change: Partial<Parameters<typeof authorizationCodeFlow>[0]> = {}) {
  const config = (await app.app.inject({ method: 'GET', url: '/api/config' })).json<ClientConfig>();
  return authorizationCodeFlow({
    authority: config.oidc.authority,
    clientId: config.oidc.clientId,
    redirectUri: `${APP_URL}/auth/callback`,
    scope: config.oidc.scope,
    resource: config.oidc.resource,
    audience: config.oidc.audience,
    login,
    ...change,
  });
}

const link = (app: TestApp, tokens: { access_token: string; id_token?: string }, idToken = tokens.id_token!) =>
  app.call({ token: tokens.access_token }, { method: 'POST', url: '/api/session/link', payload: { idToken } });
const me = (app: TestApp, token: string, company = companyId) =>
  app.call({ token, companyId: company }, { method: 'GET', url: '/api/users/current' });
const subjectOf = async (app: TestApp, userId: number) =>
  (await app.db.select().from(users).where(eq(users.id, userId)))[0]!.externalSubject;

describe('sign-in with an external issuer (oidc-provider, its defaults)', () => {
  it('tells the web app the scope, resource and issuer to use', async () => {
    const config = (await t.app.inject({ method: 'GET', url: '/api/config' })).json<ClientConfig>();
    expect(config.oidc).toEqual({
      authority: issuer.issuer,
      clientId: 'docvue-web',
      scope: ISSUER_SCOPE,
      resource: API_RESOURCE,
      audience: null,
      builtIn: false,
    });
  });

  it('links a person not yet linked by the verified e-mail of the ID token; then the API knows them by subject', async () => {
    const user = await makeUser(t.db, { ...admin(companyId), email: 'Dana.Roe@Operator.example' });
    const sub = person({ email: 'dana.roe@operator.example', email_verified: true });
    const tokens = await signIn(t, sub);
    // The issuer's defaults: no e-mail in the access token, which is for the API.
    const claims = decodeJwt(tokens.access_token);
    expect(claims).toMatchObject({ sub, aud: API_AUDIENCE });
    expect(claims).not.toHaveProperty('email');

    // Before the link the API knows nobody, and says so rather than "sign in again".
    const before = await me(t, tokens.access_token);
    expect(before.statusCode).toBe(403);
    expect(before.json().error).toEqual({
      code: ErrorCode.NoAccount,
      message: 'No DocVue Exchange account belongs to this sign-in.',
    });

    const linked = await link(t, tokens);
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toEqual({ userId: user.id, emailAddress: user.emailAddress, newlyLinked: true });
    expect(await subjectOf(t, user.id)).toBe(sub);
    expect((await me(t, tokens.access_token)).json().id).toBe(user.id);
  });

  it('signs in a linked person by subject alone, whatever the e-mail says now', async () => {
    const user = await makeUser(t.db, { ...admin(companyId), email: 'lee.fox@operator.example' });
    const sub = person({ email: 'lee.fox@operator.example', email_verified: true });
    expect((await link(t, await signIn(t, sub))).json().newlyLinked).toBe(true);

    // The person's e-mail changed at the issuer (and is not verified yet): the link holds.
    issuer.people.set(sub, { email: 'lee.fox@elsewhere.example', email_verified: false });
    const again = await signIn(t, sub);
    expect((await me(t, again.access_token)).json().id).toBe(user.id);
    const relinked = await link(t, again);
    expect(relinked.statusCode).toBe(200);
    expect(relinked.json()).toMatchObject({ userId: user.id, newlyLinked: false });
  });

  it('says why a person without an account cannot go on, and links nobody', async () => {
    const sub = person({ email: 'stranger@operator.example', email_verified: true });
    const tokens = await signIn(t, sub);
    const res = await link(t, tokens);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({
      code: ErrorCode.NoAccount,
      message: 'No DocVue Exchange account has the e-mail address stranger@operator.example.',
    });
    expect((await me(t, tokens.access_token)).statusCode).toBe(403);
  });

  it('never links on an unverified e-mail, and answers the same whether or not an account has it', async () => {
    const victim = await makeUser(t.db, { ...admin(companyId), email: 'user@cimarrontrust.example' });
    const attacker = person({ email: 'user@cimarrontrust.example', email_verified: false });
    const tokens = await signIn(t, attacker);
    const res = await link(t, tokens);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(
      'Your identity provider has not confirmed that user@cimarrontrust.example is your e-mail address, so this sign-in cannot be matched to a DocVue Exchange account.',
    );
    expect(await subjectOf(t, victim.id)).toBeNull();
    expect((await me(t, tokens.access_token)).statusCode).toBe(403);

    const nobody = person({ email: 'nobody-here@cimarrontrust.example', email_verified: false });
    const other = await link(t, await signIn(t, nobody));
    expect(other.json().error.message).toBe(
      'Your identity provider has not confirmed that nobody-here@cimarrontrust.example is your e-mail address, so this sign-in cannot be matched to a DocVue Exchange account.',
    );

    // An e-mail without a word on its verification is not verified either.
    const silent = person({ email: 'user@cimarrontrust.example' });
    expect((await link(t, await signIn(t, silent))).statusCode).toBe(403);
    expect(await subjectOf(t, victim.id)).toBeNull();
  });

  it('never links the global support user nor an API-key machine user, even on a verified e-mail', async () => {
    const support = await makeUser(t.db, { userType: UserType.Global, email: 'support@docvue.example' });
    const erp = await makeUser(t.db, {
      userType: UserType.ApiKey,
      email: 'erp@redmesaenergy.example',
      memberships: { [companyId]: [Role.User] },
    });
    for (const account of [support, erp]) {
      const sub = person({ email: account.emailAddress, email_verified: true });
      const tokens = await signIn(t, sub);
      const res = await link(t, tokens);
      expect(res.statusCode).toBe(403);
      // A machine's address is only a label of its company, never a sign-in name: no account has it.
      expect(res.json().error.message).toBe(
        account.userType === UserType.ApiKey
          ? `No DocVue Exchange account has the e-mail address ${account.emailAddress}.`
          : `The DocVue Exchange account of ${account.emailAddress} cannot sign in through your company's identity provider.`,
      );
      expect(await subjectOf(t, account.id)).toBeNull();
      const after = await t.call({ token: tokens.access_token }, { method: 'GET', url: '/api/company/allCompanies' });
      expect(after.statusCode).toBe(403);
    }
  });

  it('never re-points an account linked to another subject', async () => {
    const user = await makeUser(t.db, { ...admin(companyId), email: 'kim.park@operator.example' });
    const first = person({ email: 'kim.park@operator.example', email_verified: true });
    expect((await link(t, await signIn(t, first))).statusCode).toBe(200);
    const second = person({ email: 'kim.park@operator.example', email_verified: true });
    const res = await link(t, await signIn(t, second));
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(
      "The DocVue Exchange account of kim.park@operator.example is linked to another sign-in. Your company's administrator can unlink it, so that you can sign in with this one.",
    );
    expect(await subjectOf(t, user.id)).toBe(first);
  });

  it("refuses another person's ID token, an access token in its place, and a forged one", async () => {
    await makeUser(t.db, { ...admin(companyId), email: 'ana.diaz@operator.example' });
    const ana = await signIn(t, person({ email: 'ana.diaz@operator.example', email_verified: true }));
    const mallory = await signIn(t, person({ email: 'mallory@operator.example', email_verified: true }));
    // Mallory's access token with Ana's ID token: not of the same sign-in.
    const crossed = await link(t, mallory, ana.id_token!);
    expect(crossed.statusCode).toBe(401);
    expect(crossed.json().error.message).toBe(
      'The sign-in could not be confirmed (its ID token is of another person). Sign in again.',
    );
    // The access token is for the API, not for this client.
    expect((await link(t, ana, ana.access_token)).statusCode).toBe(401);
    const [header, , signature] = ana.id_token!.split('.');
    const forgedClaims = Buffer.from(
      JSON.stringify({ ...decodeJwt(ana.id_token!), email: 'user@cimarrontrust.example' }),
    ).toString('base64url');
    expect((await link(t, ana, `${header}.${forgedClaims}.${signature}`)).statusCode).toBe(401);
    // An ID token is no access token either.
    expect((await me(t, ana.id_token!)).statusCode).toBe(401);
  });

  it('needs the resource on the token request too: without it a strict issuer gives a token for its userinfo only', async () => {
    const user = await makeUser(t.db, { ...admin(companyId), email: 'sam.lee@operator.example' });
    const sub = person({ email: 'sam.lee@operator.example', email_verified: true });
    // The resource on the authorization request only, as the web app sent it before.
    const partly = await signIn(t, sub, { resourceOnTokenRequest: false });
    expect(partly.access_token.split('.')).toHaveLength(1); // opaque: the issuer's userinfo token
    expect((await link(t, partly)).statusCode).toBe(401);
    // On both requests, as RFC 8707 has it: a token for the API.
    const tokens = await signIn(t, sub);
    expect(decodeJwt(tokens.access_token).aud).toBe(API_AUDIENCE);
    expect((await link(t, tokens)).json().userId).toBe(user.id);
  });
});

describe('an administrator unlinks a sign-in', () => {
  it('so that the person is refused, then links again by their verified e-mail', async () => {
    const boss = await makeUser(t.db, { ...admin(companyId), email: 'boss@operator.example' });
    const bossTokens = await signIn(t, person({ email: 'boss@operator.example', email_verified: true }));
    await link(t, bossTokens);
    const user = await makeUser(t.db, {
      memberships: { [companyId]: [Role.User] },
      email: 'pat.kim@operator.example',
    });
    const sub = person({ email: 'pat.kim@operator.example', email_verified: true });
    const tokens = await signIn(t, sub);
    await link(t, tokens);

    const shown = await t.call(
      { token: bossTokens.access_token, companyId },
      { method: 'GET', url: `/api/users/${user.id}` },
    );
    expect(shown.json().signInLinked).toBe(true);
    const res = await t.call(
      { token: bossTokens.access_token, companyId },
      { method: 'POST', url: `/api/users/${user.id}/unlinksignin` },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, signInLinked: false });
    expect(await subjectOf(t, user.id)).toBeNull();
    // Refused on the very next request, although the token is still valid.
    expect((await me(t, tokens.access_token)).statusCode).toBe(403);

    // The person signs in again (at the issuer, perhaps as a new subject) and is linked again.
    const again = await signIn(t, person({ email: 'pat.kim@operator.example', email_verified: true }));
    expect((await link(t, again)).json()).toMatchObject({ userId: user.id, newlyLinked: true });
    expect((await me(t, again.access_token)).json().id).toBe(user.id);
    expect(boss.id).not.toBe(user.id);
  });

  it('not for a person who also works for another company', async () => {
    const boss = await makeUser(t.db, { ...admin(companyId), email: 'chief@operator.example' });
    const bossTokens = await signIn(t, person({ email: 'chief@operator.example', email_verified: true }));
    await link(t, bossTokens);
    const other = await makeCompany(t.db);
    const shared = await makeUser(t.db, {
      memberships: { [companyId]: [Role.User], [other.id]: [Role.User] },
      email: 'shared@operator.example',
    });
    await link(t, await signIn(t, person({ email: 'shared@operator.example', email_verified: true })));
    const res = await t.call(
      { token: bossTokens.access_token, companyId },
      { method: 'POST', url: `/api/users/${shared.id}/unlinksignin` },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(
      "This person's name, title and e-mail are their own: they change them on their profile. Here you change their roles.",
    );
    expect(await subjectOf(t, shared.id)).not.toBeNull();
    expect(boss.id).toBeGreaterThan(0);
  });
});

describe('an issuer that puts the e-mail in access tokens (as Keycloak does)', () => {
  let keycloakLike: Awaited<ReturnType<typeof world>>;
  beforeAll(async () => {
    keycloakLike = await world({ emailInAccessToken: true });
  });
  afterAll(async () => {
    await keycloakLike?.t.close();
    await keycloakLike?.issuer.close();
  });

  it('still links through the ID token only: the access token alone links nobody', async () => {
    const { t: app, issuer: kc, companyId: company } = keycloakLike;
    const user = await makeUser(app.db, { ...admin(company), email: 'morgan@purchaser.example' });
    const sub = `kc-${Date.now()}`;
    kc.people.set(sub, { email: 'morgan@purchaser.example', email_verified: true });
    const tokens = await signIn(app, sub);
    expect(decodeJwt(tokens.access_token)).toMatchObject({ email: 'morgan@purchaser.example', email_verified: true });
    expect((await me(app, tokens.access_token, company)).statusCode).toBe(403);
    expect((await link(app, tokens)).json()).toMatchObject({ userId: user.id, newlyLinked: true });
    expect((await me(app, tokens.access_token, company)).json().id).toBe(user.id);
  });

  it("takes over nobody with an access token's unverified e-mail: not a person's, not support's, not the ERP machine's", async () => {
    const { t: app, issuer: kc, companyId: company } = keycloakLike;
    const victims = [
      await makeUser(app.db, { ...admin(company), email: 'user@cimarrontrust.example' }),
      await makeUser(app.db, { userType: UserType.Global, email: 'support@docvue.example' }),
      await makeUser(app.db, {
        userType: UserType.ApiKey,
        email: 'erp@redmesaenergy.example',
        memberships: { [company]: [Role.User] },
      }),
    ];
    for (const victim of victims) {
      const sub = `attacker-777-${victim.id}`;
      kc.people.set(sub, { email: victim.emailAddress, email_verified: false });
      const tokens = await signIn(app, sub);
      expect(decodeJwt(tokens.access_token)).toMatchObject({ sub, email: victim.emailAddress, email_verified: false });
      const res = await app.call({ token: tokens.access_token }, { method: 'GET', url: '/api/company/allCompanies' });
      expect(res.statusCode, victim.emailAddress).toBe(403);
      expect(await subjectOf(app, victim.id)).toBeNull();
    }
  });
});
