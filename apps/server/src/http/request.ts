import type { Access, Permission } from '@docvue/contracts';
import type { FastifyRequest } from 'fastify';
import type { JWTPayload } from 'jose';
import type { Identity, TenantContext } from '../access/context.js';

/** The caller of a `token` route: an access token the issuer signed, whose subject may have no account yet. */
export interface SignInToken {
  token: string;
  subject: string;
  claims: JWTPayload;
}

declare module 'fastify' {
  interface FastifyRequest {
    identity?: Identity;
    signIn?: SignInToken;
    /** The company the request works in; null on a `companyOptional` route that named none. */
    tenant?: TenantContext | null;
  }
  interface FastifyContextConfig {
    /** Set from the route's declaration; routes of the API are `company` unless declared otherwise. */
    access?: Access;
    permission?: Permission;
    /** The declaration a route was registered from; every /api route has one. */
    routeName?: string;
    /** Declared as a read: a GET, or a POST that `reads` and `changes` nothing (a search). */
    readOnly?: boolean;
  }
}

/** The tenant context of a company-scoped route; the auth hook guarantees it is there. */
export function tenantOf(req: FastifyRequest): TenantContext {
  if (!req.tenant) throw new Error('tenantOf() used on a route that is not company-scoped');
  return req.tenant;
}

export function identityOf(req: FastifyRequest): Identity {
  if (!req.identity) throw new Error('identityOf() used on a public route');
  return req.identity;
}
