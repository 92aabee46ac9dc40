import { ErrorCode, Role, UserType } from '@docvue/contracts';
import type { Queryable } from '../db/client.js';
import { AppError } from '../lib/errors.js';
import { companyExists, findUserById, rolesInCompany } from '../identity/repository.js';
import type { Identity, TenantContext } from './context.js';

/**
 * SECURITY-CRITICAL. The one rule of tenancy: the Company-Id header names a company the user is
 * a member of (global users may name any existing company, read-only). Anything else is refused.
 * Membership and roles are read from the database on each request, so removing or blocking a
 * user takes effect at once even while their token is still valid.
 */
export async function resolveTenant(
  db: Queryable,
  identity: Identity,
  raw: string | string[] | undefined,
): Promise<TenantContext> {
  if (raw === undefined || raw === '') {
    throw new AppError(ErrorCode.CompanyRequired, 'Choose a company: the Company-Id header is missing.');
  }
  const companyId = Number(raw);
  if (!Number.isSafeInteger(companyId) || companyId <= 0 || companyId > 2_147_483_647) {
    throw new AppError(ErrorCode.CompanyRequired, 'The Company-Id header must be a company id.');
  }
  // Made only when refusing: an Error captures a stack trace, on every request if made up front.
  const notMember = () => new AppError(ErrorCode.NotMember, 'You are not a member of this company.');
  // Read with the user by this request's authentication, when it named the same company.
  const known = identity.membership?.companyId === companyId ? identity.membership : undefined;
  if (identity.isGlobal) {
    // Platform support may open any company, with read access only.
    if (!(known ? known.companyExists : await companyExists(db, companyId))) throw notMember();
    return { user: identity, companyId, roles: [Role.ReadOnly], mainRole: Role.ReadOnly };
  }
  const { roles, mainRole, blocked } = known ?? (await rolesInCompany(db, identity.userId, companyId));
  if (blocked) {
    throw new AppError(ErrorCode.NotMember, 'Your access to this company is blocked. Contact its administrator.');
  }
  if (roles.length === 0) throw notMember();
  return { user: identity, companyId, roles, mainRole };
}

/**
 * For a long-lived channel (push) opened earlier: whether the user still passes the same rule
 * now — active, not blocked, a member of the company (or a global user). Checked on open and
 * on every heartbeat, so blocking or removing someone closes their channel within one.
 */
export async function stillMemberOf(db: Queryable, userId: number, companyId: number): Promise<boolean> {
  const user = await findUserById(db, userId);
  if (!user || !user.isActive || user.blocked) return false;
  const identity: Identity = {
    userId,
    email: user.emailAddress,
    userType: user.userType,
    isGlobal: user.userType === UserType.Global,
    via: 'oidc',
  };
  try {
    await resolveTenant(db, identity, String(companyId));
    return true;
  } catch {
    return false;
  }
}
