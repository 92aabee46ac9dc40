import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.js';
import { pruneCounters } from '../../src/lib/limit-counters.js';
import { heldMessage, SignInThrottle, waitMessage, type Attempt } from '../../src/plugins/oidc/sign-in-throttle.js';
import { openTestDatabase } from '../support/database.js';

// The counts live in the database (PGlite, or PostgreSQL with TEST_DATABASE_URL), shared by every process.
let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** A throttle on a clock the test moves, with no counts yet. */
async function throttleAt(start = 1_000_000) {
  let now = start;
  await database.db.execute(sql`delete from limit_counters`);
  const throttle = new SignInThrottle(
    { freeFailures: 5, firstWaitMs: 1000, longestWaitMs: 15 * 60_000 },
    database.db,
    () => now,
  );
  return { throttle, advance: (ms: number) => (now += ms), now: () => now };
}

const stranger: Attempt = { email: 'carla@permian.example', address: '203.0.113.9', trustedDevice: false };
const ownerNewBrowser: Attempt = { email: 'Carla@Permian.example ', address: '198.51.100.4', trustedDevice: false };
const ownerOwnBrowser: Attempt = { ...ownerNewBrowser, trustedDevice: true };
const waitOf = async (throttle: SignInThrottle, a: Attempt) => {
  const v = await throttle.check(a);
  return v.held ? v.waitMs : 0;
};

/** A guess the way the sign-in makes it: a held attempt is not weighed and counts nowhere. */
async function guess(throttle: SignInThrottle, a: Attempt): Promise<boolean> {
  if ((await throttle.check(a)).held) return false;
  await throttle.failed(a);
  return true;
}

describe('the sign-in throttle', () => {
  it('weighs the free failures of one browser, then makes each next one wait twice as long, up to the longest', async () => {
    const { throttle, advance } = await throttleAt();
    const waits: number[] = [];
    for (let i = 0; i < 12; i++) {
      const wait = await waitOf(throttle, stranger);
      waits.push(wait);
      advance(wait);
      await guess(throttle, stranger);
    }
    expect(waits).toEqual([0, 0, 0, 0, 0, 1000, 2000, 4000, 8000, 16_000, 32_000, 64_000]);
  });

  it('does not lengthen a wait for attempts made during it', async () => {
    const { throttle, advance } = await throttleAt();
    for (let i = 0; i < 6; i++) await guess(throttle, stranger);
    expect(await waitOf(throttle, stranger)).toBe(1000);
    for (let i = 0; i < 50; i++) expect(await guess(throttle, stranger)).toBe(false);
    expect(await waitOf(throttle, stranger)).toBe(1000);
    advance(1000);
    expect(await throttle.check(stranger)).toEqual({ held: false });
  });

  it('never holds the owner because of guesses from other addresses, up to the account’s budget', async () => {
    const { throttle } = await throttleAt();
    // Nineteen guesses spread over many addresses: none of them waits, and the owner is weighed.
    for (let i = 0; i < 19; i++) expect(await guess(throttle, { ...stranger, address: `192.0.2.${i}` })).toBe(true);
    expect(await throttle.check(ownerNewBrowser)).toEqual({ held: false });
  });

  it('weighs at most a fixed number of guesses per account in an hour, across every address', async () => {
    const { throttle, advance } = await throttleAt();
    let weighed = 0;
    for (let i = 0; i < 500; i++)
      if (await guess(throttle, { ...stranger, address: `10.0.${i >> 8}.${i & 255}` })) weighed++;
    expect(weighed).toBe(20);
    // A browser the account does not know is held too, the owner's included: the right password
    // gets a mailed link instead of an answer (sign-in.ts).
    expect(await throttle.check(ownerNewBrowser)).toEqual({ held: true, waitMs: 0 });
    // Its own browser is not.
    expect(await throttle.check(ownerOwnBrowser)).toEqual({ held: false });
    // Another account is not affected.
    expect(await throttle.check({ ...ownerNewBrowser, email: 'dana@permian.example' })).toEqual({ held: false });
    advance(60 * 60_000);
    expect(await throttle.check(ownerNewBrowser)).toEqual({ held: false });
  });

  it('holds one address that fails on many accounts, and not the others', async () => {
    const { throttle } = await throttleAt();
    let weighed = 0;
    for (let i = 0; i < 300; i++) if (await guess(throttle, { ...stranger, email: `user${i}@example.com` })) weighed++;
    expect(weighed).toBe(100);
    expect(await throttle.check({ ...stranger, email: 'someone-new@example.com' })).toEqual({ held: true, waitMs: 0 });
    expect(await throttle.check({ ...stranger, address: '192.0.2.7', email: 'user1@example.com' })).toEqual({
      held: false,
    });
  });

  it('slows the owner’s own browser only for its own failures', async () => {
    const { throttle } = await throttleAt();
    for (let i = 0; i < 30; i++) await guess(throttle, { ...stranger, address: ownerOwnBrowser.address });
    expect(await throttle.check(ownerOwnBrowser)).toEqual({ held: false });
    for (let i = 0; i < 6; i++) await guess(throttle, ownerOwnBrowser);
    expect(await waitOf(throttle, ownerOwnBrowser)).toBe(1000);
  });

  it('forgets a browser’s failures after a success, and the account’s guesses after a new password', async () => {
    const { throttle } = await throttleAt();
    for (let i = 0; i < 6; i++) await guess(throttle, ownerNewBrowser);
    expect(await waitOf(throttle, ownerNewBrowser)).toBe(1000);
    await throttle.succeeded(ownerNewBrowser);
    expect(await throttle.check(ownerNewBrowser)).toEqual({ held: false });

    for (let i = 0; i < 20; i++) await guess(throttle, { ...stranger, address: `192.0.2.${i}` });
    expect((await throttle.check(ownerNewBrowser)).held).toBe(true);
    await throttle.ownerProved(ownerNewBrowser.email, ownerNewBrowser.address);
    expect((await throttle.check(ownerNewBrowser)).held).toBe(true);
    await throttle.passwordChanged(ownerNewBrowser.email, ownerNewBrowser.address);
    expect(await throttle.check(ownerNewBrowser)).toEqual({ held: false });
  });

  it('forgets no count under a flood of e-mails (they live in the database), and the janitor prunes what holds nothing back', async () => {
    // In memory, a flood of 50,000 other e-mails used to push the oldest counts out; in the table nothing is pushed out.
    const { throttle, advance, now } = await throttleAt();
    const first = { ...stranger, email: 'first@example.com', address: 'x' };
    for (let i = 0; i < 7; i++) await throttle.failed(first);
    expect(await waitOf(throttle, first)).toBe(4000);
    for (let i = 0; i < 500; i++)
      await throttle.failed({ ...stranger, email: `flood${i}@example.com`, address: `a${i}` });
    expect(await waitOf(throttle, first)).toBe(4000);
    // Still waiting: nothing pruned. An hour and more later, every wait over: all of it.
    expect(await pruneCounters(database.db, now())).toBe(0);
    advance(60 * 60_000 + 1);
    expect(await pruneCounters(database.db, now())).toBe(3 + 500 * 3);
    expect(await waitOf(throttle, first)).toBe(0);
  });

  it('counts an e-mail with a NUL byte or of a megabyte like any other (route fuzz: they are typed before any check)', async () => {
    const { throttle } = await throttleAt();
    for (const email of ['nul\u0000@example.com', `${'x'.repeat(1024 * 1024)}@example.com`]) {
      const odd = { ...stranger, email };
      for (let i = 0; i < 6; i++) await guess(throttle, odd);
      expect(await waitOf(throttle, odd)).toBe(1000);
    }
  });

  it('tells how long to wait in words, and what a held attempt means', () => {
    expect(waitMessage(1000)).toBe('Too many sign-in attempts. Wait 1 second, then try again.');
    expect(waitMessage(16_000)).toBe('Too many sign-in attempts. Wait 16 seconds, then try again.');
    expect(waitMessage(15 * 60_000)).toBe('Too many sign-in attempts. Wait 15 minutes, then try again.');
    const relayed = { accountBudget: 20, addressBudget: 100, mailRelays: true };
    expect(heldMessage(0, relayed)).toBe(
      'Too many sign-in attempts. If the e-mail and password were right, we sent a link to that address: open it in this browser to sign in. An account takes 20 wrong passwords an hour from browsers that have not signed in to it before, and a network address 100; after that, until the hour is over, a new browser signs in only through the mailed link. A browser that signed in to the account before is not held.',
    );
    expect(heldMessage(2000, relayed)).toBe(
      'Too many sign-in attempts. Wait 2 seconds, then try again. If the e-mail and password were right, we sent a link to that address: open it in this browser to sign in.',
    );
    // Without a mail relay, the way in that needs none: the same link, in the platform operator's outbox.
    expect(heldMessage(0, { ...relayed, mailRelays: false })).toMatch(
      / This server sends no e-mail itself: the link waits in the outbox of the platform operator, who can forward it to you\.$/,
    );
  });
});
