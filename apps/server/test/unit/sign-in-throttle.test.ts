import { describe, expect, it } from 'vitest';
import { heldMessage, SignInThrottle, waitMessage, type Attempt } from '../../src/plugins/oidc/sign-in-throttle.js';

/** A throttle on a clock the test moves. */
function throttleAt(start = 1_000_000) {
  let now = start;
  const throttle = new SignInThrottle({ freeFailures: 5, longestWaitMs: 15 * 60_000 }, () => now);
  return { throttle, advance: (ms: number) => (now += ms) };
}

const stranger: Attempt = { email: 'carla@permian.example', address: '203.0.113.9', trustedDevice: false };
const ownerNewBrowser: Attempt = { email: 'Carla@Permian.example ', address: '198.51.100.4', trustedDevice: false };
const ownerOwnBrowser: Attempt = { ...ownerNewBrowser, trustedDevice: true };
const waitOf = (throttle: SignInThrottle, a: Attempt) => {
  const v = throttle.check(a);
  return v.held ? v.waitMs : 0;
};

/** A guess the way the sign-in makes it: a held attempt is not weighed and counts nowhere. */
function guess(throttle: SignInThrottle, a: Attempt): boolean {
  if (throttle.check(a).held) return false;
  throttle.failed(a);
  return true;
}

describe('the sign-in throttle', () => {
  it('weighs the free failures of one browser, then makes each next one wait twice as long, up to the longest', () => {
    const { throttle, advance } = throttleAt();
    const waits: number[] = [];
    for (let i = 0; i < 12; i++) {
      const wait = waitOf(throttle, stranger);
      waits.push(wait);
      advance(wait);
      guess(throttle, stranger);
    }
    expect(waits).toEqual([0, 0, 0, 0, 0, 1000, 2000, 4000, 8000, 16_000, 32_000, 64_000]);
  });

  it('does not lengthen a wait for attempts made during it', () => {
    const { throttle, advance } = throttleAt();
    for (let i = 0; i < 6; i++) guess(throttle, stranger);
    expect(waitOf(throttle, stranger)).toBe(1000);
    for (let i = 0; i < 50; i++) expect(guess(throttle, stranger)).toBe(false);
    expect(waitOf(throttle, stranger)).toBe(1000);
    advance(1000);
    expect(throttle.check(stranger)).toEqual({ held: false });
  });

  it('never holds the owner because of guesses from other addresses, up to the account’s budget', () => {
    const { throttle } = throttleAt();
    // Nineteen guesses spread over many addresses: none of them waits, and the owner is weighed.
    for (let i = 0; i < 19; i++) expect(guess(throttle, { ...stranger, address: `192.0.2.${i}` })).toBe(true);
    expect(throttle.check(ownerNewBrowser)).toEqual({ held: false });
  });

  it('weighs at most a fixed number of guesses per account in an hour, across every address', () => {
    const { throttle, advance } = throttleAt();
    let weighed = 0;
    for (let i = 0; i < 500; i++) if (guess(throttle, { ...stranger, address: `10.0.${i >> 8}.${i & 255}` })) weighed++;
    expect(weighed).toBe(20);
    // A browser the account does not know is held too, the owner's included: the right password
    // gets a mailed link instead of an answer (sign-in.ts).
    expect(throttle.check(ownerNewBrowser)).toEqual({ held: true, waitMs: 0 });
    // Its own browser is not.
    expect(throttle.check(ownerOwnBrowser)).toEqual({ held: false });
    // Another account is not affected.
    expect(throttle.check({ ...ownerNewBrowser, email: 'dana@permian.example' })).toEqual({ held: false });
    advance(60 * 60_000);
    expect(throttle.check(ownerNewBrowser)).toEqual({ held: false });
  });

  it('holds one address that fails on many accounts, and not the others', () => {
    const { throttle } = throttleAt();
    let weighed = 0;
    for (let i = 0; i < 300; i++) if (guess(throttle, { ...stranger, email: `user${i}@example.com` })) weighed++;
    expect(weighed).toBe(100);
    expect(throttle.check({ ...stranger, email: 'someone-new@example.com' })).toEqual({ held: true, waitMs: 0 });
    expect(throttle.check({ ...stranger, address: '192.0.2.7', email: 'user1@example.com' })).toEqual({
      held: false,
    });
  });

  it('slows the owner’s own browser only for its own failures', () => {
    const { throttle } = throttleAt();
    for (let i = 0; i < 30; i++) guess(throttle, { ...stranger, address: ownerOwnBrowser.address });
    expect(throttle.check(ownerOwnBrowser)).toEqual({ held: false });
    for (let i = 0; i < 6; i++) guess(throttle, ownerOwnBrowser);
    expect(waitOf(throttle, ownerOwnBrowser)).toBe(1000);
  });

  it('forgets a browser’s failures after a success, and the account’s guesses after a new password', () => {
    const { throttle } = throttleAt();
    for (let i = 0; i < 6; i++) guess(throttle, ownerNewBrowser);
    expect(waitOf(throttle, ownerNewBrowser)).toBe(1000);
    throttle.succeeded(ownerNewBrowser);
    expect(throttle.check(ownerNewBrowser)).toEqual({ held: false });

    for (let i = 0; i < 20; i++) guess(throttle, { ...stranger, address: `192.0.2.${i}` });
    expect(throttle.check(ownerNewBrowser).held).toBe(true);
    throttle.ownerProved(ownerNewBrowser.email, ownerNewBrowser.address);
    expect(throttle.check(ownerNewBrowser).held).toBe(true);
    throttle.passwordChanged(ownerNewBrowser.email, ownerNewBrowser.address);
    expect(throttle.check(ownerNewBrowser)).toEqual({ held: false });
  });

  it('keeps its memory bounded under a flood of e-mails: the oldest counts are forgotten first', () => {
    const { throttle } = throttleAt();
    const first = { ...stranger, email: 'first@example.com', address: 'x' };
    const last = { ...stranger, email: 'last@example.com', address: 'y' };
    for (let i = 0; i < 7; i++) throttle.failed(first);
    expect(waitOf(throttle, first)).toBe(4000);
    for (let i = 0; i < 60_000; i++) throttle.failed({ ...stranger, email: `flood${i}@example.com`, address: `a${i}` });
    for (let i = 0; i < 7; i++) throttle.failed(last);
    expect(waitOf(throttle, first)).toBe(0);
    expect(waitOf(throttle, last)).toBe(4000);
  });

  it('tells how long to wait in words, and what a held attempt means', () => {
    expect(waitMessage(1000)).toBe('Too many sign-in attempts. Wait 1 second, then try again.');
    expect(waitMessage(16_000)).toBe('Too many sign-in attempts. Wait 16 seconds, then try again.');
    expect(waitMessage(15 * 60_000)).toBe('Too many sign-in attempts. Wait 15 minutes, then try again.');
    expect(heldMessage(0)).toBe(
      'Too many sign-in attempts. If the e-mail and password were right, we sent a link to that address: open it in this browser to sign in.',
    );
    expect(heldMessage(2000)).toMatch(/^Too many sign-in attempts\. Wait 2 seconds, then try again\. If the e-mail/);
  });
});
