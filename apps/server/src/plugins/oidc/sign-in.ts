import { eq, sql } from 'drizzle-orm';
import type { Account } from 'oidc-provider';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { findUserByEmail, findUserById, type UserRow } from '../../modules/users/identity-repository.js';

export type SignInResult =
  | { ok: true; user: UserRow }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'locked'; lockedUntil: Date }
  | { ok: false; reason: 'unavailable' };

/** An account the provider may issue tokens for; `email` rides along for the access token claim. */
export interface DocvueAccount extends Account {
  email: string;
}

const canSignIn = (user: UserRow) => user.isActive && !user.blocked;

// Verifying against a throwaway hash when the e-mail is unknown keeps the answer time
// the same, so timing does not reveal which e-mails have accounts.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword('decoy password that matches nothing'));

/**
 * Checks an e-mail and password with lockout: `maxFailures` wrong passwords in a row lock
 * the account for `lockMinutes`; while locked even the right password fails; a success
 * clears the count. Unknown e-mail and wrong password are indistinguishable to the caller.
 */
export async function attemptSignIn(
  db: Database,
  signIn: Config['signIn'],
  email: string,
  password: string,
): Promise<SignInResult> {
  const user = email ? await findUserByEmail(db, email) : undefined;
  if (!user || !user.passwordHash) {
    await verifyPassword(password, await decoy());
    return { ok: false, reason: 'invalid' };
  }
  const now = new Date();
  if (user.lockedUntil && user.lockedUntil > now) {
    await verifyPassword(password, await decoy());
    return { ok: false, reason: 'locked', lockedUntil: user.lockedUntil };
  }

  if (!(await verifyPassword(password, user.passwordHash))) {
    // Counted in one statement so parallel attempts cannot undercount.
    const [row] = await db
      .update(users)
      .set({ failedSignIns: sql`${users.failedSignIns} + 1` })
      .where(eq(users.id, user.id))
      .returning({ failedSignIns: users.failedSignIns });
    if (row && row.failedSignIns >= signIn.maxFailures) {
      const lockedUntil = new Date(now.getTime() + signIn.lockMinutes * 60_000);
      // The count restarts so that after the lock ends the user gets a full set of tries.
      await db.update(users).set({ lockedUntil, failedSignIns: 0 }).where(eq(users.id, user.id));
      return { ok: false, reason: 'locked', lockedUntil };
    }
    return { ok: false, reason: 'invalid' };
  }

  // Only someone who knows the password learns that the account is blocked.
  if (!canSignIn(user)) return { ok: false, reason: 'unavailable' };
  if (user.failedSignIns !== 0 || user.lockedUntil) {
    await db.update(users).set({ failedSignIns: 0, lockedUntil: null }).where(eq(users.id, user.id));
  }
  return { ok: true, user };
}

/** The provider's findAccount: our user by id; inactive or blocked users have no account. */
export async function findAccount(db: Database, accountId: string): Promise<DocvueAccount | undefined> {
  const id = Number(accountId);
  if (!Number.isSafeInteger(id) || id <= 0) return undefined;
  const user = await findUserById(db, id);
  if (!user || !canSignIn(user)) return undefined;
  return {
    accountId: String(user.id),
    email: user.emailAddress,
    claims: () => ({
      sub: String(user.id),
      email: user.emailAddress,
      name: `${user.firstName} ${user.lastName}`.trim(),
      given_name: user.firstName,
      family_name: user.lastName,
    }),
  };
}
