/**
 * Stops password guessing without letting a stranger keep anyone out (docs/history.md §19, §26).
 *
 * An attempt is either *weighed* — the password is checked and the answer says whether it was
 * right — or *held*: the answer is the same whether the password was right or wrong, so a held
 * guess teaches an attacker nothing, and a right password gets a one-time link by mail that lets
 * this browser sign in (it proves the mailbox, sign-in-link.ts). Nobody is ever locked out: the
 * owner's right password always gets in, at worst through their own inbox.
 *
 * An attempt is held when
 * - this browser on this address failed on this account more than the free failures, and its wait
 *   (1 s, 2 s, 4 s … up to the longest) has not passed. Only failures on that pair count, so
 *   guesses from elsewhere never slow the owner's own attempts;
 * - the account had its hour's worth of weighed failures from browsers it does not know, from
 *   whatever addresses: no account gets more than that many answered guesses an hour;
 * - the address had its hour's worth of weighed failures across all accounts (one machine trying
 *   passwords on many accounts), more generous, as an office shares one address.
 * A held attempt never lengthens a wait or fills a budget: knocking neither helps nor harms.
 *
 * A browser that signed in to the account before carries a device token for it: budgets do not
 * hold it (it is the owner's), only its own failures slow it down.
 *
 * Counts live in this process's memory, bounded; several processes each keep their own, which
 * multiplies an attacker's budget by their number but never locks anybody out.
 */

export interface ThrottleSettings {
  /** Failures of one browser on one account before waits begin (SIGNIN_MAX_FAILURES). */
  freeFailures: number;
  /** The longest wait (SIGNIN_LOCK_MINUTES). */
  longestWaitMs: number;
}

export interface Attempt {
  /** The e-mail as typed: counted whether an account has it or not, so answers never tell. */
  email: string;
  address: string;
  /** The browser proved an earlier sign-in to this e-mail's account (device-token.ts). */
  trustedDevice: boolean;
}

/** Weighed, or held (waitMs > 0 while a wait runs; 0 when a budget of the hour is spent). */
export type Verdict = { held: false } | { held: true; waitMs: number };

/** Weighed failures an account takes in an hour from browsers it does not know, per free failure. */
const ACCOUNT_BUDGET_FACTOR = 4;
/** Weighed failures an address makes in an hour across accounts, per free failure (an office shares one). */
const ADDRESS_BUDGET_FACTOR = 20;
const HOUR_MS = 60 * 60_000;
/** Entries kept per kind: beyond this the oldest are forgotten (memory stays bounded under a flood). */
const MAX_ENTRIES = 50_000;

/** A map whose order is the order of last change, cut from the oldest end. */
class BoundedMap<V> extends Map<string, V> {
  touch(key: string, value: V): void {
    this.delete(key);
    this.set(key, value);
    if (this.size > MAX_ENTRIES) this.delete(this.keys().next().value!);
  }
}

/** Failures of one browser on one account: after the free ones, each next attempt waits twice as long. */
class Waits {
  private readonly counts = new BoundedMap<{ failures: number; waitUntil: number; lastFailure: number }>();
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
    this.counts.touch(key, c);
  }

  clear(key: string): void {
    this.counts.delete(key);
  }

  private current(key: string, now: number) {
    const c = this.counts.get(key);
    // A pair quiet for an hour starts over.
    if (c && now - c.lastFailure > HOUR_MS && now >= c.waitUntil) {
      this.counts.delete(key);
      return undefined;
    }
    return c;
  }
}

/** Failures in a fixed hour that starts with the first one: at most `limit` an hour are weighed. */
class HourlyBudget {
  private readonly windows = new BoundedMap<{ failures: number; since: number }>();
  constructor(private readonly limit: number) {}

  spent(key: string, now: number): boolean {
    return (this.current(key, now)?.failures ?? 0) >= this.limit;
  }

  fail(key: string, now: number): void {
    const w = this.current(key, now) ?? { failures: 0, since: now };
    w.failures++;
    this.windows.touch(key, w);
  }

  clear(key: string): void {
    this.windows.delete(key);
  }

  private current(key: string, now: number) {
    const w = this.windows.get(key);
    if (w && now - w.since >= HOUR_MS) {
      this.windows.delete(key);
      return undefined;
    }
    return w;
  }
}

export class SignInThrottle {
  private readonly pairs: Waits;
  private readonly accounts: HourlyBudget;
  private readonly addresses: HourlyBudget;

  constructor(
    settings: ThrottleSettings,
    private readonly now: () => number = Date.now,
  ) {
    this.pairs = new Waits(settings.freeFailures, settings.longestWaitMs);
    this.accounts = new HourlyBudget(settings.freeFailures * ACCOUNT_BUDGET_FACTOR);
    this.addresses = new HourlyBudget(settings.freeFailures * ADDRESS_BUDGET_FACTOR);
  }

  check(attempt: Attempt): Verdict {
    const now = this.now();
    const waitMs = this.pairs.waitMs(pairKey(attempt), now);
    if (waitMs > 0) return { held: true, waitMs };
    if (attempt.trustedDevice) return { held: false };
    const spent = this.accounts.spent(accountKey(attempt.email), now) || this.addresses.spent(attempt.address, now);
    return spent ? { held: true, waitMs: 0 } : { held: false };
  }

  /** A weighed attempt with a wrong password (a held one counts nowhere). */
  failed(attempt: Attempt): void {
    const now = this.now();
    this.pairs.fail(pairKey(attempt), now);
    // The owner's own typos do not hold the account for the owner's other browsers.
    if (attempt.trustedDevice) return;
    this.accounts.fail(accountKey(attempt.email), now);
    this.addresses.fail(attempt.address, now);
  }

  /** A weighed attempt with the right password: this browser's failures are forgotten. */
  succeeded(attempt: Attempt): void {
    this.pairs.clear(pairKey(attempt));
  }

  /** The owner let this browser in from a mailed link: its failures on this address are forgotten. */
  ownerProved(email: string, address: string): void {
    for (const trustedDevice of [false, true]) this.pairs.clear(pairKey({ email, address, trustedDevice }));
  }

  /** The owner chose a new password from a mailed link: every guess at the old one is moot. */
  passwordChanged(email: string, address: string): void {
    this.accounts.clear(accountKey(email));
    this.ownerProved(email, address);
  }
}

const accountKey = (email: string) => email.trim().toLowerCase();
const pairKey = (a: Attempt) => `${accountKey(a.email)}\n${a.address}\n${a.trustedDevice ? 'device' : ''}`;

/** "Wait 8 seconds", "Wait 2 minutes": what a slowed attempt is told. */
export function waitMessage(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  const wait = seconds < 90 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${Math.ceil(seconds / 60)} minutes`;
  return `Too many sign-in attempts. Wait ${wait}, then try again.`;
}

/** What a held attempt is told, the same for a right and a wrong password. */
export function heldMessage(waitMs: number): string {
  const first = waitMs > 0 ? waitMessage(waitMs) : 'Too many sign-in attempts.';
  return `${first} If the e-mail and password were right, we sent a link to that address: open it in this browser to sign in.`;
}
