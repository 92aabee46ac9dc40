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
  /**
   * The user's membership in the company the request names, read by the same statement as the
   * user (so a request's authentication and tenancy cost one statement); resolveTenant reads it
   * from the database itself when it is missing or of another company.
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
