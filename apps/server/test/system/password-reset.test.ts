import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails, passwordResetTokens, users } from '../../src/db/schema/index.js';
import { signInWithPassword } from '../../src/plugins/oidc/pkce-client.js';
import { createUser, startListeningApp, type ListeningApp } from '../oidc/server.js';

const OLD = 'old password 123';
const NEW = 'brand new password';

let t: ListeningApp;

beforeAll(async () => {
  t = await startListeningApp({ SIGNIN_MAX_FAILURES: '2' });
});
afterAll(async () => {
  await t?.close();
});

const requestReset = (email: string) =>
  fetch(`${t.baseUrl}/api/users/resetpassword?email=${encodeURIComponent(email)}`, { method: 'PUT' });

/** The mailed link; the request is answered before the mail is written, so wait for it. */
async function mailedLink(to: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    // A held sign-in with the right password may have mailed a sign-in link too: the reset mail is the one.
    const [mail] = await t.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.toAddress, to), eq(outboxEmails.subject, 'Reset your DocVue Exchange password')));
    if (mail) {
      const link = /https?:\/\/\S+\/oidc\/reset-password\/[\w-]+/.exec(mail.textBody)?.[0];
      expect(link).toBeTruthy();
      expect(mail.htmlBody).toContain(link!);
      return link!;
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no mail to ${to}`);
}

const postForm = (url: string, fields: Record<string, string>) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

const signIn = (email: string, password: string) => signInWithPassword({ baseUrl: t.baseUrl, email, password });

describe('password reset', () => {
  it('mails a one-time link that sets a new password, with which the owner signs in at once', async () => {
    const user = await createUser(t, { password: OLD, isTemporaryPassword: true });
    // Slowed down by wrong guesses first: the reset proves the owner, so that ends too.
    for (let i = 0; i < 2; i++) await signIn(user.emailAddress, 'wrong').catch(() => undefined);
    await expect(signIn(user.emailAddress, OLD)).rejects.toThrow(/Too many sign-in attempts/);

    const res = await requestReset(user.emailAddress.toUpperCase());
    expect(res.status).toBe(200);
    const answer = await res.json();
    expect(answer).toMatchObject({ ok: true });
    const link = await mailedLink(user.emailAddress);
    expect(link.startsWith(`${t.baseUrl}/oidc/reset-password/`)).toBe(true);

    const [stored] = await t.db
      .select()
      .from(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, user.id), eq(passwordResetTokens.kind, 'password')));
    expect(link).not.toContain(stored!.tokenHash);
    expect(stored!.expiresAt.getTime() - Date.now()).toBeGreaterThan(59 * 60_000);

    const form = await fetch(link);
    expect(form.status).toBe(200);
    const html = await form.text();
    expect(html).toContain('Choose a new password');
    expect(html).toContain('<label for="confirm">');
    expect(form.headers.get('referrer-policy')).toBe('no-referrer');

    const short = await postForm(link, { password: 'short', confirm: 'short' });
    expect(short.status).toBe(400);
    expect(await short.text()).toContain('at least 8 characters');
    const mismatch = await postForm(link, { password: NEW, confirm: `${NEW}!` });
    expect(mismatch.status).toBe(400);
    expect(await mismatch.text()).toContain('do not match');

    const done = await postForm(link, { password: NEW, confirm: NEW });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Your password was changed');

    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ isTemporaryPassword: false });
    await expect(signIn(user.emailAddress, OLD)).rejects.toThrow('The e-mail or password is not correct.');
    await expect(signIn(user.emailAddress, NEW)).resolves.toHaveProperty('access_token');

    // Used once: the link is dead now.
    const again = await postForm(link, { password: 'another password', confirm: 'another password' });
    expect(again.status).toBe(410);
    expect((await fetch(link)).status).toBe(410);
    await expect(signIn(user.emailAddress, NEW)).resolves.toHaveProperty('access_token');
  });

  it('answers an unknown e-mail exactly like a known one and sends nothing', async () => {
    const user = await createUser(t, { password: OLD });
    const known = await requestReset(user.emailAddress);
    const unknown = await requestReset('nobody-here@example.com');
    expect(unknown.status).toBe(known.status);
    expect(await unknown.json()).toEqual(await known.json());
    await mailedLink(user.emailAddress);
    const mails = await t.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, 'nobody-here@example.com'));
    expect(mails).toHaveLength(0);
  });

  it('rejects a malformed or missing e-mail with a clear 400', async () => {
    const bad = await requestReset('not-an-email');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      error: { message: 'email: Must be a valid e-mail', code: 'validation_failed' },
    });
    const missing = await fetch(`${t.baseUrl}/api/users/resetpassword`, { method: 'PUT' });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { error: { message: string } }).error.message).toBe('email: Required');
  });

  it('refuses an unknown or expired token', async () => {
    expect((await fetch(`${t.baseUrl}/oidc/reset-password/not-a-real-token`)).status).toBe(410);
    const user = await createUser(t, { password: OLD });
    await requestReset(user.emailAddress);
    const link = await mailedLink(user.emailAddress);
    await t.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user.id));
    const res = await postForm(link, { password: NEW, confirm: NEW });
    expect(res.status).toBe(410);
    await expect(signIn(user.emailAddress, OLD)).resolves.toHaveProperty('access_token');
  });

  it('offers the same from the sign-in page: "Forgot your password?"', async () => {
    const user = await createUser(t, { password: OLD });
    const page = await fetch(`${t.baseUrl}/oidc/forgot-password?return=${encodeURIComponent('/oidc/interaction/abc')}`);
    const html = await page.text();
    expect(html).toContain('href="/oidc/interaction/abc"');
    // Somewhere else is not a place to go back to.
    const evil = await (await fetch(`${t.baseUrl}/oidc/forgot-password?return=https://evil.example`)).text();
    expect(evil).not.toContain('evil.example');

    const invalid = await postForm(`${t.baseUrl}/oidc/forgot-password`, { email: '<b>x' });
    expect(await invalid.text()).toContain('Must be a valid e-mail');
    const sent = await postForm(`${t.baseUrl}/oidc/forgot-password`, { email: user.emailAddress });
    expect(await sent.text()).toContain('Check your inbox to reset your password');
    await mailedLink(user.emailAddress);
  });

  it("counts the sign-in page's requests with the API's: five links an hour for a mailbox, whichever way asked", async () => {
    const mailbox = 'flooded@example.com';
    for (let i = 0; i < 3; i++) expect((await requestReset(mailbox)).status).toBe(200);
    for (let i = 0; i < 2; i++) {
      const sent = await postForm(`${t.baseUrl}/oidc/forgot-password`, { email: mailbox });
      expect(await sent.text()).toContain('Check your inbox to reset your password');
    }
    const page = await postForm(`${t.baseUrl}/oidc/forgot-password`, { email: ` ${mailbox.toUpperCase()}` });
    expect(page.status).toBe(429);
    const html = await page.text();
    expect(html).toMatch(/Too many requests like this one\. Try again in \d+ minutes\./);
    expect(html).not.toContain('Check your inbox');
    const api = await requestReset(mailbox);
    expect(api.status).toBe(429);
    expect(api.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
