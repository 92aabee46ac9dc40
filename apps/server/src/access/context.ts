import type { RoleId } from '@docvue/contracts';

/** The signed-in person or machine, read from the database on every request. */
export interface Identity {
  userId: number;
  email: string;
  userType: number;
  isGlobal: boolean;
  /** How the caller proved who it is. */
  via: 'oidc' | 'api-key';
  /**
   * The user's membership in the company the request names, read by the same statement as the
   * user (so a request's authentication and tenancy cost one statement); resolveTenant reads it
   * from the database itself when it is missing or of another company.
   */
  membership?: Membership;
}

/** A user's standing in one company, as read for one request. */
export interface Membership {
  companyId: number;
  /** Main role first; empty when not a member. */
  roles: RoleId[];
  mainRole: RoleId | null;
  /** Blocked in this company while a member of it. */
  blocked: boolean;
  companyExists: boolean;
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
