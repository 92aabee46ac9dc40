import { ErrorCode, Role } from '@docvue/contracts';
import { AppError } from '../lib/errors.js';
import type { Identity, TenantContext } from './context.js';

/**
 * SECURITY-CRITICAL. Tenancy, in this one file: which company a request names, and whether its
 * caller may work in it. The Company-Id header is read here only (the auth step calls these before
 * any handler runs; no handler or service reads the header), and membership is read only by the
 * auth step's one reader of the user (identity/repository.ts `findUserWithMembership`), so what
 * authenticates a caller and what admits them to a company are the same statement's answer.
 */

/** No company named; a valid company id; or a header that is no company id at all. */
export type NamedCompany = number | null | 'invalid';

const MAX_ID = 2_147_483_647;

/**
 * The Company-Id header, strictly: digits only, no sign, no leading zero, no spaces, no second
 * header, within PostgreSQL's integer. `Number()` took " 2", "2.0", "0x2" and "2e0" as company 2.
 */
export function parseCompanyHeader(raw: string | string[] | undefined): NamedCompany {
  if (raw === undefined || raw === '') return null;
  if (typeof raw !== 'string' || !/^[1-9][0-9]{0,9}$/.test(raw)) return 'invalid';
  const id = Number(raw);
  return id <= MAX_ID ? id : 'invalid';
}

const notMember = () => new AppError(ErrorCode.NotMember, 'You are not a member of this company.');

/**
 * The one rule of tenancy: the named company is one the caller is a member of, unblocked (global
 * users may name any existing company, read-only; an API key works only for the company that
 * issued it). Anything else is refused. `identity.membership` was read with the user for this very
 * company, on this request or since the last announced change (identity/membership-cache.ts), so
 * removing or blocking a member takes effect on their next request.
 */
export function resolveTenant(identity: Identity, company: NamedCompany): TenantContext {
  if (company === null) {
    throw new AppError(ErrorCode.CompanyRequired, 'Choose a company: the Company-Id header is missing.');
  }
  if (company === 'invalid') {
    throw new AppError(ErrorCode.CompanyRequired, 'The Company-Id header must be a company id.');
  }
  const membership = identity.membership;
  // The reader was asked for this company; anything else is a fault of the caller, refused closed.
  if (!membership || membership.companyId !== company) throw notMember();
  if (identity.apiKeyCompanyId !== undefined && identity.apiKeyCompanyId !== company) throw notMember();
  if (identity.isGlobal) {
    // Platform support may open any company, with read access only.
    if (!membership.companyExists) throw notMember();
    return { user: identity, companyId: company, roles: [Role.ReadOnly], mainRole: Role.ReadOnly };
  }
  if (membership.blocked) {
    throw new AppError(ErrorCode.NotMember, 'Your access to this company is blocked. Contact its administrator.');
  }
  if (membership.roles.length === 0) throw notMember();
  return { user: identity, companyId: company, roles: membership.roles, mainRole: membership.mainRole };
}

/** For `companyOptional` routes: the tenant when a company is named, else none. */
export function resolveOptionalTenant(identity: Identity, company: NamedCompany): TenantContext | null {
  return company === null ? null : resolveTenant(identity, company);
}
