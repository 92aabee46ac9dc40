import type { RoleId } from '@docvue/contracts';
import type { Membership } from '../identity/repository.js';

/** The signed-in person or machine, read from the database on every request. */
export interface Identity {
  userId: number;
  email: string;
  userType: number;
  isGlobal: boolean;
  /** How the caller proved who it is. */
  via: 'oidc' | 'api-key';
  /** An API key works for the one company that issued it; tenancy refuses any other. */
  apiKeyCompanyId?: number;
  /**
   * The user's membership in the company the request names, read by the same statement as the
   * user (so a request's authentication and tenancy cost one statement), for the company the
   * request names; tenancy refuses when it is missing or of another company.
   */
  membership?: Membership;
}

/**
 * The one request context every tenant-scoped service receives: who is calling, for which
 * company, with which roles there. Built only by `resolveTenant` after checking membership.
 */
export interface TenantContext {
  user: Identity;
  companyId: number;
  roles: RoleId[];
  mainRole: RoleId | null;
}
