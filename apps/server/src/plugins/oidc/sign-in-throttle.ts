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
 * Counts live in the database, shared by every process (below).
 */
import type { Queryable } from '../../db/client.js';
import { addFailures, clearCounters, readCounters } from '../../lib/limit-counters.js';

export interface ThrottleSettings {
  /** Failures of one browser on one account before waits begin (SIGNIN_MAX_FAILURES). */
  freeFailures: number;
  /** The first wait, doubled by each failure after it (SIGNIN_FIRST_WAIT_SECONDS). */
  firstWaitMs: number;
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

/**
 * The counts live in PostgreSQL (lib/limit-counters.ts, an unlogged table; the same on PGlite),
 * one statement per check: every process on the database counts together, so N processes allow
 * what one allows, and a restart forgets nothing.
 */
export class SignInThrottle {
  /** Weighed failures an hour: an account's from browsers it does not know, and an address's. */
  readonly accountBudget: number;
  readonly addressBudget: number;

  constructor(
    private readonly settings: ThrottleSettings,
    private readonly db: Queryable,
    private readonly now: () => number = Date.now,
  ) {
    this.accountBudget = settings.freeFailures * ACCOUNT_BUDGET_FACTOR;
    this.addressBudget = settings.freeFailures * ADDRESS_BUDGET_FACTOR;
  }

  async check(attempt: Attempt): Promise<Verdict> {
    const now = this.now();
    const pair = `w:${pairKey(attempt)}`;
    const account = `b:${accountKey(attempt.email)}`;
    const address = `b:${addressKey(attempt.address)}`;
    const rows = new Map(
      (await readCounters(this.db, attempt.trustedDevice ? [pair] : [pair, account, address])).map((r) => [r.key, r]),
    );
    const wait = rows.get(pair);
    // A pair quiet for an hour, its wait over, starts again.
    const waitMs = wait && !(now - wait.since > HOUR_MS && now >= wait.until) ? Math.max(0, wait.until - now) : 0;
    if (waitMs > 0) return { held: true, waitMs };
    if (attempt.trustedDevice) return { held: false };
    // A budget counts the failures of a fixed hour that starts with the first one.
    const spent = (key: string, limit: number) => {
      const w = rows.get(key);
      return w !== undefined && now - w.since < HOUR_MS && w.count >= limit;
    };
    return spent(account, this.accountBudget) || spent(address, this.addressBudget)
      ? { held: true, waitMs: 0 }
      : { held: false };
  }

  /** A weighed attempt with a wrong password (a held one counts nowhere). */
  async failed(attempt: Attempt): Promise<void> {
    // The owner's own typos do not hold the account for the owner's other browsers.
    const budgets = attempt.trustedDevice ? [] : [accountKey(attempt.email), addressKey(attempt.address)];
    await addFailures(
      this.db,
      this.now(),
      {
        keys: [pairKey(attempt)],
        free: this.settings.freeFailures,
        firstWaitMs: this.settings.firstWaitMs,
        longestWaitMs: this.settings.longestWaitMs,
      },
      budgets,
    );
  }

  /** A weighed attempt with the right password: this browser's failures are forgotten. */
  async succeeded(attempt: Attempt): Promise<void> {
    await clearCounters(this.db, [`w:${pairKey(attempt)}`]);
  }

  /** The owner let this browser in from a mailed link: its failures on this address are forgotten. */
  async ownerProved(email: string, address: string): Promise<void> {
    await clearCounters(this.db, pairsOf(email, address));
  }

  /** The owner chose a new password from a mailed link: every guess at the old one is moot. */
  async passwordChanged(email: string, address: string): Promise<void> {
    await clearCounters(this.db, [`b:${accountKey(email)}`, ...pairsOf(email, address)]);
  }
}

const pairsOf = (email: string, address: string) =>
  [false, true].map((trustedDevice) => `w:${pairKey({ email, address, trustedDevice })}`);
const addressKey = (address: string) => `address\n${address}`;
const accountKey = (email: string) => `account\n${email.trim().toLowerCase()}`;
const pairKey = (a: Attempt) => `${a.email.trim().toLowerCase()}\n${a.address}\n${a.trustedDevice ? 'device' : ''}`;

/** "Wait 8 seconds", "Wait 2 minutes": what a slowed attempt is told. */
export function waitMessage(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  const wait = seconds < 90 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${Math.ceil(seconds / 60)} minutes`;
  return `Too many sign-in attempts. Wait ${wait}, then try again.`;
}

/** What the page of a held attempt says beside its reason (issue 39). */
export interface HeldContext {
  /** SignInThrottle's budgets of the hour. */
  accountBudget: number;
  addressBudget: number;
  /** Mail leaves this server (SMTP_URL): otherwise it waits in the platform operator's outbox. */
  mailRelays: boolean;
}

/**
 * What a held attempt is told, the same for a right and a wrong password: how it gets in (the link
 * mailed to the address, or, where this server sends no mail, the same link in the platform
 * operator's outbox, as every mail), and, when an hour's budget holds it, what that budget is.
 */
export function heldMessage(waitMs: number, held: HeldContext): string {
  const first = waitMs > 0 ? waitMessage(waitMs) : 'Too many sign-in attempts.';
  const parts = [
    first,
    'If the e-mail and password were right, we sent a link to that address: open it in this browser to sign in.',
  ];
  if (waitMs === 0) {
    parts.push(
      `An account takes ${held.accountBudget} wrong passwords an hour from browsers that have not signed in to it before, and a network address ${held.addressBudget}; after that, until the hour is over, a new browser signs in only through the mailed link. A browser that signed in to the account before is not held.`,
    );
  }
  if (!held.mailRelays) {
    parts.push(
      'This server sends no e-mail itself: the link waits in the outbox of the platform operator, who can forward it to you.',
    );
  }
  return parts.join(' ');
}
