/**
 * Slows down password guessing without letting a stranger lock anyone out (docs/history.md §19: five wrong
 * passwords used to lock an account for 15 minutes, right password included, for anyone who knew
 * the e-mail; and the lock message showed only for real accounts).
 *
 * Failures are counted per e-mail address as typed (known or not, so the answer never tells which
 * e-mails have accounts) and per client address. After the free attempts, each further failure
 * makes the next attempt wait longer: 1 s, 2 s, 4 s … up to the longest wait. A browser that signed
 * in to an account before carries a device token for it, and no count stops it: the owner's own
 * browser works while a stranger's guesses are slowed.
 *
 * Counts live in this process's memory, bounded; several processes each keep their own, which
 * multiplies an attacker's budget by their number but never locks anybody out.
 */

export interface ThrottleSettings {
  /** Failures per e-mail address before waits begin (SIGNIN_MAX_FAILURES). */
  freeFailures: number;
  /** The longest wait (SIGNIN_LOCK_MINUTES). */
  longestWaitMs: number;
}

interface Count {
  failures: number;
  /** No attempt is weighed before this time. */
  waitUntil: number;
  lastFailure: number;
}

/** A count without failures for this long starts over. */
const FORGET_AFTER_MS = 60 * 60_000;
/** Entries kept per kind: beyond this the oldest are forgotten (memory stays bounded under a flood). */
const MAX_ENTRIES = 50_000;
/** An office behind one address has many people: the address may fail this many times more. */
const ADDRESS_FACTOR = 4;

class Counter {
  private readonly counts = new Map<string, Count>();
  constructor(
    private readonly free: number,
    private readonly longestWaitMs: number,
  ) {}

  waitMs(key: string, now: number): number {
    const c = this.current(key, now);
    return c ? Math.max(0, c.waitUntil - now) : 0;
  }

  fail(key: string, now: number): void {
    const c = this.current(key, now) ?? { failures: 0, waitUntil: 0, lastFailure: now };
    c.failures++;
    c.lastFailure = now;
    const beyond = c.failures - this.free;
    if (beyond >= 0) c.waitUntil = now + Math.min(this.longestWaitMs, 1000 * 2 ** Math.min(beyond, 30));
    // Re-inserted at the end: the map's order is the order of last failure, oldest first.
    this.counts.delete(key);
    this.counts.set(key, c);
    if (this.counts.size > MAX_ENTRIES) this.counts.delete(this.counts.keys().next().value!);
  }

  clear(key: string): void {
    this.counts.delete(key);
  }

  private current(key: string, now: number): Count | undefined {
    const c = this.counts.get(key);
    if (c && now - c.lastFailure > FORGET_AFTER_MS && now >= c.waitUntil) {
      this.counts.delete(key);
      return undefined;
    }
    return c;
  }
}

export class SignInThrottle {
  private readonly accounts: Counter;
  private readonly addresses: Counter;

  constructor(
    settings: ThrottleSettings,
    private readonly now: () => number = Date.now,
  ) {
    this.accounts = new Counter(settings.freeFailures, settings.longestWaitMs);
    this.addresses = new Counter(settings.freeFailures * ADDRESS_FACTOR, settings.longestWaitMs);
  }

  /**
   * How long this attempt must wait before it is weighed; 0 to go ahead. `trustedDevice` is true
   * when the browser proved an earlier sign-in to this e-mail's account.
   */
  waitMs(attempt: { email: string; address: string; trustedDevice: boolean }): number {
    // The owner's own browser goes ahead: neither guesses at the account nor others behind the
    // same address (an office, a carrier's NAT) may lock it out.
    if (attempt.trustedDevice) return 0;
    const now = this.now();
    return Math.max(this.addresses.waitMs(attempt.address, now), this.accounts.waitMs(accountKey(attempt.email), now));
  }

  failed(attempt: { email: string; address: string; trustedDevice: boolean }): void {
    const now = this.now();
    this.addresses.fail(attempt.address, now);
    // A trusted browser's typos do not slow the account down for the owner's other devices.
    if (!attempt.trustedDevice) this.accounts.fail(accountKey(attempt.email), now);
  }

  succeeded(attempt: { email: string; address: string }): void {
    this.accounts.clear(accountKey(attempt.email));
    this.addresses.clear(attempt.address);
  }
}

const accountKey = (email: string) => email.trim().toLowerCase();

/** "Wait 8 seconds", "Wait 2 minutes": what a slowed attempt is told. */
export function waitMessage(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  const wait = seconds < 90 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${Math.ceil(seconds / 60)} minutes`;
  return `Too many sign-in attempts. Wait ${wait}, then try again.`;
}
