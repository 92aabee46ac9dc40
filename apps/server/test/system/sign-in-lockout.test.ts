import { UserType } from '@docvue/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails, users } from '../../src/db/schema/index.js';
import { CookieJar, fetchWithCookies, signInWithPassword, SignInError } from '../../src/plugins/oidc/pkce-client.js';
import { createUser, startListeningApp, type ListeningApp } from '../oidc/server.js';

/**
 * Strangers try to keep a person out by guessing (docs/history.md §26): from other addresses, from
 * the person's own office address, and by spending the account's hour of guesses. The person gets
 * in every time — at once, or through the link mailed to them — and the guesses answered stay few.
 */

const PASSWORD = 'correct horse battery';
const INVALID = 'The e-mail or password is not correct.';
// Two free failures per browser: the account takes 8 answered guesses an hour, an address 40.
const FREE = 2;
const SUBJECT = 'Sign in to DocVue Exchange from a new browser';
/** The hour's budgets explained (issue 39), and, with no SMTP_URL here, where the link waits. */
const BUDGET = `An account takes ${4 * FREE} wrong passwords an hour from browsers that have not signed in to it before, and a network address ${20 * FREE}; after that, until the hour is over, a new browser signs in only through the mailed link. A browser that signed in to the account before is not held.`;
const NO_SMTP =
  'This server sends no e-mail itself: the link waits in the outbox of the platform operator, who can forward it to you.';
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const HELD = new RegExp(
  '^Too many sign-in attempts\\.( Wait \\d+ seconds?, then try again\\.)? ' +
    escaped(
      'If the e-mail and password were right, we sent a link to that address: open it in this browser to sign in.',
    ) +
    `( ${escaped(BUDGET)})? ${escaped(NO_SMTP)}$`,
);

let t: ListeningApp;
beforeAll(async () => {
  // The test's requests come through "a proxy" on loopback that names the client's address.
  t = await startListeningApp({ SIGNIN_MAX_FAILURES: String(FREE), TRUST_PROXY: 'loopback' });
});
afterAll(async () => {
  await t?.close();
});

let nextAddress = 1;
const newAddress = () => `198.18.${nextAddress >> 8}.${nextAddress++ & 255}`;

const signIn = (email: string, password: string, from: string, jar = new CookieJar()) =>
  signInWithPassword({ baseUrl: t.baseUrl, email, password, jar, headers: { 'x-forwarded-for': from } });

/** The message of a refused sign-in (fails the test if it was not refused). */
async function refusal(email: string, password: string, from: string, jar?: CookieJar): Promise<string> {
  const err = await signIn(email, password, from, jar).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(SignInError);
  return (err as SignInError).message;
}

const signInLinkMails = (to: string) =>
  t.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.toAddress, to), eq(outboxEmails.subject, SUBJECT)));

/** The link of the sign-in mail to `to`; the mail is written after the answer, so wait for it. */
async function mailedSignInLink(to: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const [mail] = await signInLinkMails(to);
    if (mail) return /https?:\/\/\S+\/oidc\/sign-in-link\/[\w-]+/.exec(mail.textBody)![0];
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no sign-in mail to ${to}`);
}

/** Opens the mailed link in `jar`'s browser and presses its button. */
async function useLink(link: string, jar: CookieJar): Promise<Response> {
  const page = await fetchWithCookies(link, {}, jar);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('Sign in from this browser');
  return fetchWithCookies(link, { method: 'POST' }, jar);
}

describe('sign-in throttle against a stranger who wants to keep a person out', () => {
  it('lets the owner in at once after guesses from other addresses', async () => {
    const owner = await createUser(t, { password: PASSWORD });
    for (let i = 0; i < 4 * FREE - 1; i++)
      expect(await refusal(owner.emailAddress, 'guess', newAddress())).toBe(INVALID);
    await expect(signIn(owner.emailAddress, PASSWORD, newAddress())).resolves.toHaveProperty('access_token');
  });

  it('holds one address’s guesses at one account for a short wait that knocking does not lengthen', async () => {
    const owner = await createUser(t, { password: PASSWORD });
    const stranger = newAddress();
    for (let i = 0; i < FREE; i++) expect(await refusal(owner.emailAddress, 'guess', stranger)).toBe(INVALID);
    const knocks = await Promise.all(Array.from({ length: 5 }, () => refusal(owner.emailAddress, 'guess', stranger)));
    for (const message of knocks) expect(message).toMatch(/Wait 1 second, then try again\./);
    // The wait is over after its one second, knocks or not: the next guess is weighed again.
    await new Promise((r) => setTimeout(r, 1100));
    expect(await refusal(owner.emailAddress, 'guess', stranger)).toBe(INVALID);
    // The owner elsewhere was never held.
    await expect(signIn(owner.emailAddress, PASSWORD, newAddress())).resolves.toHaveProperty('access_token');
  });

  it('answers no more guesses an hour at one account, and lets the owner in through the mailed link', async () => {
    const owner = await createUser(t, { password: PASSWORD });
    // Its own browser, from before.
    const ownBrowser = new CookieJar();
    await signIn(owner.emailAddress, PASSWORD, newAddress(), ownBrowser);
    ownBrowser.keepOnly(['docvue_device']);

    const answered: string[] = [];
    for (let i = 0; i < 12; i++) answered.push(await refusal(owner.emailAddress, `guess ${i}`, newAddress()));
    expect(answered.filter((m) => m === INVALID)).toHaveLength(4 * FREE);
    for (const m of answered.slice(4 * FREE)) expect(m).toMatch(HELD);
    // The page says why, and the way in that needs no mail server.
    expect(answered.at(-1)).toContain(BUDGET);
    expect(answered.at(-1)).toContain(NO_SMTP);

    // A new browser: a wrong and a right password get the same answer; only the right one mails a link.
    const newBrowser = new CookieJar();
    const address = newAddress();
    expect(await refusal(owner.emailAddress, 'one more guess', address, newBrowser)).toMatch(HELD);
    await new Promise((r) => setTimeout(r, 200));
    expect(await signInLinkMails(owner.emailAddress)).toHaveLength(0);
    expect(await refusal(owner.emailAddress, PASSWORD, address, newBrowser)).toMatch(HELD);
    const link = await mailedSignInLink(owner.emailAddress);
    // Without SMTP the platform operator reads the same link in the outbox, and hands it over.
    const operator = await createUser(t, {});
    await t.db.update(users).set({ userType: UserType.Global }).where(eq(users.id, operator.id));
    const outbox = await t.call(
      { token: await t.tokenFor(operator.id) },
      { method: 'GET', url: '/api/platform/outbox?undelivered=true' },
    );
    expect(outbox.statusCode, outbox.body).toBe(200);
    expect(
      outbox
        .json()
        .items.find((m: { to: string; subject: string }) => m.to === owner.emailAddress && m.subject === SUBJECT)?.text,
    ).toContain(link);

    // A mail scanner that opens the link uses nothing; the button lets the browser in, once.
    const done = await useLink(link, newBrowser);
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('This browser can now sign in to your account.');
    expect((await fetchWithCookies(link, { method: 'POST' }, new CookieJar())).status).toBe(410);
    await expect(signIn(owner.emailAddress, PASSWORD, address, newBrowser)).resolves.toHaveProperty('access_token');

    // The browser it signed in from before was never held.
    await expect(signIn(owner.emailAddress, PASSWORD, newAddress(), ownBrowser)).resolves.toHaveProperty(
      'access_token',
    );
    // The stranger's guesses stay held: letting one browser in gives them no new hour.
    expect(await refusal(owner.emailAddress, 'guess again', newAddress())).toMatch(HELD);
  });

  it('holds an address that fails on many accounts, while its people still get in', async () => {
    const office = newAddress();
    const colleague = await createUser(t, { password: PASSWORD });
    const colleagueBrowser = new CookieJar();
    await signIn(colleague.emailAddress, PASSWORD, office, colleagueBrowser);
    colleagueBrowser.keepOnly(['docvue_device']);

    // Forty answered failures on forty e-mails from the office's one address; then none.
    let answered = 0;
    for (let i = 0; i < 44; i++) {
      if ((await refusal(`stuffed${i}-${office}@example.com`, 'guess', office)) === INVALID) answered++;
    }
    expect(answered).toBe(20 * FREE);

    // A person signing in from a browser they used before goes straight in.
    await expect(signIn(colleague.emailAddress, PASSWORD, office, colleagueBrowser)).resolves.toHaveProperty(
      'access_token',
    );
    // One on a new browser is held, and gets in through the link.
    const newcomer = await createUser(t, { password: PASSWORD });
    const browser = new CookieJar();
    expect(await refusal(newcomer.emailAddress, PASSWORD, office, browser)).toMatch(HELD);
    expect((await useLink(await mailedSignInLink(newcomer.emailAddress), browser)).status).toBe(200);
    await expect(signIn(newcomer.emailAddress, PASSWORD, office, browser)).resolves.toHaveProperty('access_token');
    // Elsewhere the same person was never held.
    await expect(signIn(newcomer.emailAddress, PASSWORD, newAddress())).resolves.toHaveProperty('access_token');
  });
});
