import type { Account } from 'oidc-provider';
import type { Database } from '../../db/client.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { findUserByEmail, findUserById, hasJoinRequests, type UserRow } from '../../identity/repository.js';
import type { SignInThrottle } from './sign-in-throttle.js';

export type SignInResult =
  | { ok: true; user: UserRow }
  | { ok: false; reason: 'invalid' }
  /**
   * Too many attempts: answered the same for a right and a wrong password. `owner` is set when the
   * password was right and the account may sign in: the caller mails it a sign-in link.
   */
  | { ok: false; reason: 'held'; waitMs: number; owner?: UserRow }
  | { ok: false; reason: 'unavailable' };

/** An account the provider may issue tokens for; `email` and the stamp ride along as access token claims. */
export interface DocvueAccount extends Account {
  email: string;
  securityStamp: string;
}

/**
 * Blocked people never; people removed from their last company (inactive) only while a company
 * asks them to join, so they can answer it.
 */
const canSignIn = async (db: Database, user: UserRow) =>
  !user.blocked && (user.isActive || (await hasJoinRequests(db, user.id)));

// Verifying against a throwaway hash when the e-mail is unknown keeps the answer time the same, so
// timing does not reveal which e-mails have accounts.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword('decoy password that matches nothing'));

export interface SignInAttempt {
  email: string;
  password: string;
  /** The client's address (the throttle's second key). */
  address: string;
  /** The user whose earlier sign-in this browser proves (device-token.ts), if any. */
  deviceUserId: number | undefined;
}

/**
 * Checks an e-mail and password under the throttle (sign-in-throttle.ts). A held attempt is answered
 * the same whatever the password; a weighed one says right or wrong. Unknown e-mail and wrong
 * password are indistinguishable to the caller; only someone who knows the password learns that an
 * account is blocked.
 */
export async function attemptSignIn(
  db: Database,
  throttle: SignInThrottle,
  attempt: SignInAttempt,
): Promise<SignInResult> {
  const user = attempt.email ? await findUserByEmail(db, attempt.email) : undefined;
  const who = {
    email: attempt.email,
    address: attempt.address,
    trustedDevice: user !== undefined && attempt.deviceUserId === user.id,
  };
  const verdict = await throttle.check(who);
  const right = user?.passwordHash
    ? await verifyPassword(attempt.password, user.passwordHash)
    : await verifyPassword(attempt.password, await decoy()).then(() => false);
  if (verdict.held) {
    const owner = user && right && (await canSignIn(db, user)) ? user : undefined;
    return { ok: false, reason: 'held', waitMs: verdict.waitMs, owner };
  }
  if (!user || !right) {
    await throttle.failed(who);
    return { ok: false, reason: 'invalid' };
  }
  if (!(await canSignIn(db, user))) return { ok: false, reason: 'unavailable' };
  await throttle.succeeded(who);
  return { ok: true, user };
}

/** The provider's findAccount: our user by id; inactive or blocked users have no account. */
export async function findAccount(db: Database, accountId: string): Promise<DocvueAccount | undefined> {
  const id = Number(accountId);
  if (!Number.isSafeInteger(id) || id <= 0) return undefined;
  const user = await findUserById(db, id);
  if (!user || !(await canSignIn(db, user))) return undefined;
  return {
    accountId: String(user.id),
    email: user.emailAddress,
    securityStamp: user.securityStamp,
    claims: () => ({
      sub: String(user.id),
      email: user.emailAddress,
      name: `${user.firstName} ${user.lastName}`.trim(),
      given_name: user.firstName,
      family_name: user.lastName,
    }),
  };
}
