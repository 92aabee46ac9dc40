import { ErrorCode, UserType } from '@docvue/contracts';
import type { Queryable } from '../db/client.js';
import { findUserWithMembership, type Membership, type UserWithMembership } from '../identity/repository.js';
import { AppError, unauthenticated } from '../lib/errors.js';
import type { Identity } from './context.js';
import { resolveTenant } from './tenancy.js';

/**
 * SECURITY-CRITICAL. Who a verified credential is, now: the account must still be allowed in, and
 * the session the credential belongs to must not have been ended since (a password set, an e-mail
 * changed: `users.sessions_valid_after` and `security_stamp`).
 */

/** What of a verified access token tells which session it belongs to. */
export interface SessionClaims {
  /** Issued at, in seconds (JWT `iat`). */
  iat?: number;
  /** The account's security stamp when the built-in provider issued the token. */
  sst?: unknown;
}

const sessionEnded = () => unauthenticated('Your session has ended: sign in again.');

/**
 * Refuses a token of a session that ended. Tokens of the built-in provider carry the account's
 * security stamp, compared exactly. Others (an external issuer's) are judged by their issue time,
 * which has a precision of one second: a token issued within the second before the change still
 * passes, the price of not refusing the person's next sign-in in the second after it.
 */
export function requireLiveSession(user: UserWithMembership['user'], claims: SessionClaims): void {
  if (typeof claims.sst === 'string') {
    if (claims.sst !== user.securityStamp) throw sessionEnded();
    return;
  }
  if (!user.sessionsValidAfter) return;
  const endedAtSecond = Math.floor(user.sessionsValidAfter.getTime() / 1000);
  if (typeof claims.iat !== 'number' || claims.iat < endedAtSecond) throw sessionEnded();
}

/**
 * The identity of an account that may act: active and not blocked, or inactive (removed from its
 * last company) while a company asks it to join, so that the person can sign in to answer; such an
 * account is a member of nothing, so tenancy admits it nowhere.
 */
export function callerOf(
  found: UserWithMembership,
  via: Identity['via'],
  extra: { apiKeyCompanyId?: number } = {},
): Identity {
  const { user, membership } = found;
  const mayAnswerRequests = !user.isActive && found.joinRequests && via === 'oidc';
  if ((!user.isActive && !mayAnswerRequests) || user.blocked) {
    throw new AppError(ErrorCode.Unauthenticated, 'This account is blocked or inactive. Contact your administrator.');
  }
  return {
    userId: user.id,
    email: user.emailAddress,
    userType: user.userType,
    isGlobal: user.userType === UserType.Global,
    via,
    ...(extra.apiKeyCompanyId !== undefined ? { apiKeyCompanyId: extra.apiKeyCompanyId } : {}),
    ...(membership ? { membership: membership satisfies Membership } : {}),
  };
}

/**
 * For a long-lived channel (push) opened earlier: whether the same rule still admits the user to
 * the company now — active, not blocked, a member (or a global user), and the session that opened
 * it not ended since `openedAt`. Checked on open, on every heartbeat and whenever the database
 * announces a change of the user, so a blocked or removed user's channel closes at once.
 */
export async function stillMemberOf(
  db: Queryable,
  grant: { userId: number; companyId: number; openedAt: number },
): Promise<boolean> {
  const found = await findUserWithMembership(db, { id: grant.userId }, grant.companyId);
  if (!found) return false;
  const endedAt = found.user.sessionsValidAfter?.getTime();
  if (endedAt !== undefined && grant.openedAt < endedAt) return false;
  try {
    resolveTenant(callerOf(found, 'oidc'), grant.companyId);
    return true;
  } catch {
    return false;
  }
}
