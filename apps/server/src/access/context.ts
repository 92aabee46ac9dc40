import type { RoleId } from '@docvue/contracts';

/** The signed-in person or machine, read from the database on every request. */
export interface Identity {
  userId: number;
  email: string;
  userType: number;
  isGlobal: boolean;
  /** How the caller proved who it is. */
  via: 'oidc' | 'api-key';
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
