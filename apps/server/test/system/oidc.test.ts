import { eq } from 'drizzle-orm';
import { createRemoteJWKSet, decodeJwt, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.js';
import {
  CookieJar,
  fetchWithCookies,
  refreshTokens,
  signInWithPassword,
  SignInError,
} from '../../src/plugins/oidc/pkce-client.js';
import { createUser, startListeningApp, type ListeningApp } from '../oidc/server.js';

const PASSWORD = 'correct horse battery';
const INVALID = 'The e-mail or password is not correct.';
const MAX_FAILURES = 3;

let t: ListeningApp;

beforeAll(async () => {
  // A first wait of 30 s: the held attempts below fall inside it however slow the machine (with the
  // default 1 s, two sign-ins on a loaded machine outlast it and the right password is weighed).
  t = await startListeningApp({
    SIGNIN_MAX_FAILURES: String(MAX_FAILURES),
    SIGNIN_LOCK_MINUTES: '15',
    SIGNIN_FIRST_WAIT_SECONDS: '30',
  });
});
afterAll(async () => {
  await t?.close();
});

const signIn = (email: string, password: string, jar?: CookieJar) =>
  signInWithPassword({ baseUrl: t.baseUrl, email, password, jar });

/** The message a refused sign-in shows, or a failure if it was not refused. */
async function refusal(email: string, password: string): Promise<string> {
  const err = await signIn(email, password).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(SignInError);
  return (err as SignInError).message;
}

function api(path: string, token: string) {
  return fetch(`${t.baseUrl}/api${path}`, { headers: { authorization: `Bearer ${token}` } });
}

describe('built-in OpenID Connect provider', () => {
  it('serves its discovery document with the issuer, PKCE and the JWKS', async () => {
    const res = await fetch(`${t.baseUrl}/oidc/.well-known/openid-configuration`);
    expect(res.status).toBe(200);
    const meta = (await res.json()) as Record<string, unknown>;
    expect(meta.issuer).toBe(`${t.baseUrl}/oidc`);
    expect(meta.authorization_endpoint).toBe(`${t.baseUrl}/oidc/auth`);
    expect(meta.code_challenge_methods_supported).toEqual(['S256']);
    expect(meta.end_session_endpoint).toBe(`${t.baseUrl}/oidc/session/end`);
    const jwks = (await (await fetch(meta.jwks_uri as string)).json()) as { keys: Record<string, unknown>[] };
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256' });
    expect(jwks.keys[0]).not.toHaveProperty('d');
  });

  it('signs in with authorization code + PKCE and issues an access token the API accepts', async () => {
    const user = await createUser(t, { password: PASSWORD });
    const tokens = await signIn(user.emailAddress, PASSWORD);

    const jwks = createRemoteJWKSet(new URL(`${t.baseUrl}/oidc/jwks`));
    const { payload, protectedHeader } = await jwtVerify(tokens.access_token, jwks, {
      issuer: t.config.oidc.issuer,
      audience: t.config.oidc.audience!,
    });
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload.sub).toBe(String(user.id));
    expect(payload.email).toBe(user.emailAddress);
    expect(payload.exp! - payload.iat!).toBe(3600);
    expect(payload.client_id).toBe('docvue-web');

    const idToken = decodeJwt(tokens.id_token!);
    expect(idToken).toMatchObject({
      sub: String(user.id),
      email: user.emailAddress,
      given_name: 'Dana',
      family_name: user.lastName,
      name: `Dana ${user.lastName}`,
    });

    const res = await api('/lookups/roles', tokens.access_token);
    expect(res.status).toBe(200);
  });

  it('accepts the resource indicator the web app sends, and refuses another', async () => {
    const user = await createUser(t, { password: PASSWORD });
    const audience = t.config.oidc.audience!;
    const tokens = await signInWithPassword({
      baseUrl: t.baseUrl,
      email: user.emailAddress,
      password: PASSWORD,
      resource: audience,
    });
    expect(decodeJwt(tokens.access_token).aud).toBe(audience);
    await expect(
      signInWithPassword({
        baseUrl: t.baseUrl,
        email: user.emailAddress,
        password: PASSWORD,
        resource: 'https://other.example/api',
      }),
    ).rejects.toThrow(/invalid_target|resource/);
  });

  it('refuses PKCE-less requests', async () => {
    const url = new URL(`${t.baseUrl}/oidc/auth`);
    url.search = new URLSearchParams({
      client_id: 'docvue-web',
      response_type: 'code',
      redirect_uri: `${t.baseUrl}/auth/callback`,
      scope: 'openid',
    }).toString();
    const res = await fetch(url, { redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toMatch(/error=invalid_request/);
  });

  it('shows an accessible sign-in page and escapes what it echoes', async () => {
    const jar = new CookieJar();
    const url = new URL(`${t.baseUrl}/oidc/auth`);
    url.search = new URLSearchParams({
      client_id: 'docvue-web',
      response_type: 'code',
      redirect_uri: `${t.baseUrl}/auth/callback`,
      scope: 'openid',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
      login_hint: '"><script>alert(1)</script>',
    }).toString();
    const first = await fetchWithCookies(url.href, {}, jar);
    expect(first.status).toBe(303);
    const page = await fetchWithCookies(new URL(first.headers.get('location')!, url).href, {}, jar);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = await page.text();
    expect(html).toContain('<title>Sign in to DocVue Exchange</title>');
    expect(html).toContain('<label for="email">');
    expect(html).toContain('<label for="password">');
    expect(html).toContain('Forgot your password?');
    expect(html).toContain('name="viewport"');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('gives the same answer for a wrong password and an unknown e-mail, and no code', async () => {
    const user = await createUser(t, { password: PASSWORD });
    expect(await refusal(user.emailAddress, 'wrong password')).toBe(INVALID);
    expect(await refusal('nobody@example.com', PASSWORD)).toBe(INVALID);
  });

  it('slows a stranger’s guesses without locking the owner out, and answers unknown e-mails the same way', async () => {
    const user = await createUser(t, { password: PASSWORD });
    const unknown = 'no-account-here@example.com';
    // The owner signed in from this browser before: it carries the account's device token.
    const ownersBrowser = new CookieJar();
    await signIn(user.emailAddress, PASSWORD, ownersBrowser);
    // Its sign-in session has ended since (so it must type the password again); the device token stays.
    ownersBrowser.keepOnly(['docvue_device']);
    expect(ownersBrowser.header()).toMatch(/^docvue_device=/);

    // A stranger guesses: the free failures answer as for any wrong password; then the attempt is
    // held for a wait, and answered the same for the right password (which also mails the owner a
    // link, sign-in-lockout.test.ts). The same for an e-mail that has no account.
    const held =
      /^Too many sign-in attempts\. Wait \d+ seconds?, then try again\. If the e-mail and password were right/;
    for (const email of [user.emailAddress, unknown]) {
      for (let i = 0; i < MAX_FAILURES; i++) expect(await refusal(email, 'guess')).toBe(INVALID);
      expect(await refusal(email, 'guess')).toMatch(held);
      expect(await refusal(email, PASSWORD)).toMatch(held);
    }

    // The owner's own browser is not stopped by the stranger's guesses.
    await expect(signIn(user.emailAddress, PASSWORD, ownersBrowser)).resolves.toHaveProperty('access_token');
  });

  it('refuses blocked and inactive users', async () => {
    const blocked = await createUser(t, { password: PASSWORD, blocked: true });
    const inactive = await createUser(t, { password: PASSWORD, isActive: false });
    expect(await refusal(blocked.emailAddress, PASSWORD)).toMatch(/blocked or inactive/);
    expect(await refusal(inactive.emailAddress, PASSWORD)).toMatch(/blocked or inactive/);
    // A wrong password does not reveal the state of the account.
    expect(await refusal(blocked.emailAddress, 'nope')).toBe(INVALID);
  });

  it('asks again for a user blocked while signed in, and then refuses', async () => {
    const user = await createUser(t, { password: PASSWORD });
    const jar = new CookieJar();
    await signIn(user.emailAddress, PASSWORD, jar);
    await t.db.update(users).set({ blocked: true }).where(eq(users.id, user.id));
    const err = await signIn(user.emailAddress, PASSWORD, jar).catch((e: Error) => e);
    expect(err).toBeInstanceOf(SignInError);
    expect((err as Error).message).toMatch(/blocked or inactive/);
  });

  it('keeps the session for single sign-on and ends it on logout', async () => {
    const user = await createUser(t, { password: PASSWORD });
    const jar = new CookieJar();
    const first = await signIn(user.emailAddress, PASSWORD, jar);
    // Signed in already: no form this time (a wrong password would fail if it were asked).
    await expect(signIn(user.emailAddress, 'not asked', jar)).resolves.toHaveProperty('access_token');

    // Without our id token the page asks instead of signing out by itself.
    const bare = await fetchWithCookies(`${t.baseUrl}/oidc/session/end?client_id=docvue-web`, {}, jar);
    expect(await bare.text()).not.toContain('f.submit()');

    const end = new URL(`${t.baseUrl}/oidc/session/end`);
    end.search = new URLSearchParams({
      id_token_hint: first.id_token!,
      post_logout_redirect_uri: `${t.baseUrl}/landingpage`,
    }).toString();
    const confirm = await fetchWithCookies(end.href, {}, jar);
    expect(confirm.status).toBe(200);
    const html = await confirm.text();
    // Our own client's logout needs no second click.
    expect(html).toContain('f.submit()');
    const action = /<form id="op.logoutForm" method="post" action="([^"]+)"/.exec(html)![1]!;
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)![1]!;
    const done = await fetchWithCookies(
      action,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
      },
      jar,
    );
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(`${t.baseUrl}/landingpage`);
    // The session is gone: the form is asked again, and the session's refresh token is revoked.
    expect(await signIn(user.emailAddress, 'wrong', jar).catch((e: Error) => e.message)).toBe(INVALID);
    await expect(refreshTokens(t.baseUrl, first.refresh_token!)).rejects.toThrow(/Token request failed/);
  });

  it('renews silently with prompt=none while signed in, and says login_required when not', async () => {
    const user = await createUser(t, { password: PASSWORD });
    const jar = new CookieJar();
    await signIn(user.emailAddress, PASSWORD, jar);
    const silent = (cookies: CookieJar) => {
      const url = new URL(`${t.baseUrl}/oidc/auth`);
      url.search = new URLSearchParams({
        client_id: 'docvue-web',
        response_type: 'code',
        redirect_uri: `${t.baseUrl}/auth/silent`,
        scope: 'openid profile email',
        prompt: 'none',
        state: 's1',
        code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
        code_challenge_method: 'S256',
      }).toString();
      return fetchWithCookies(url.href, {}, cookies);
    };
    const signedIn = await silent(jar);
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get('location')).toMatch(new RegExp(`^${t.baseUrl}/auth/silent\\?code=`));
    const anonymous = await silent(new CookieJar());
    expect(anonymous.headers.get('location')).toMatch(/\/auth\/silent\?error=login_required/);
  });

  it('answers an expired or foreign interaction with a page, not a crash', async () => {
    const res = await fetch(`${t.baseUrl}/oidc/interaction/not-a-real-one`);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('This sign-in page has expired');
  });

  it('renews tokens with the refresh token, and not for a user blocked since', async () => {
    const user = await createUser(t, { password: PASSWORD });
    const tokens = await signIn(user.emailAddress, PASSWORD);
    expect(tokens.refresh_token).toBeTruthy();
    const renewed = await refreshTokens(t.baseUrl, tokens.refresh_token!);
    expect(decodeJwt(renewed.access_token)).toMatchObject({ sub: String(user.id), aud: t.config.oidc.audience });
    expect((await api('/lookups/roles', renewed.access_token)).status).toBe(200);

    await t.db.update(users).set({ blocked: true }).where(eq(users.id, user.id));
    await expect(refreshTokens(t.baseUrl, renewed.refresh_token!)).rejects.toThrow(/Token request failed/);
  });

  it('reports an unreachable server clearly', async () => {
    await expect(signInWithPassword({ baseUrl: 'http://127.0.0.1:9', email: 'a@b.co', password: 'x' })).rejects.toThrow(
      /Cannot reach the server at http:\/\/127.0.0.1:9/,
    );
  });

  // Last: it replaces the app.
  it('keeps signing keys and stored grants across a restart', async () => {
    const user = await createUser(t, { password: PASSWORD });
    const jar = new CookieJar();
    const before = await signIn(user.emailAddress, PASSWORD, jar);
    await t.restart();
    expect((await api('/lookups/roles', before.access_token)).status).toBe(200);
    // The sign-in session is in the database too: no form after the restart.
    await expect(signIn(user.emailAddress, 'not asked', jar)).resolves.toHaveProperty('access_token');
    const renewed = await refreshTokens(t.baseUrl, before.refresh_token!);
    expect((await api('/lookups/roles', renewed.access_token)).status).toBe(200);
  });
});
