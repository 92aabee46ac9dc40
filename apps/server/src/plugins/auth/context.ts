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
 * company, with which roles there. Built only by the tenancy hook after checking membership.
 */
export interface TenantContext {
  user: Identity;
  companyId: number;
  roles: RoleId[];
  mainRole: RoleId | null;
}

/**
 * Who may reach a route. Routes are `company` unless they say otherwise, so a new route
 * that forgets to choose fails closed.
 */
export type Access = 'public' | 'signedIn' | 'company';

declare module 'fastify' {
  interface FastifyRequest {
    identity?: Identity;
    tenant?: TenantContext;
  }
  interface FastifyContextConfig {
    access?: Access;
  }
}
