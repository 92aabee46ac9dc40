import { ErrorCode, UserType } from '@docvue/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.js';
import { apiKeyMatches, parseApiKey } from '../../lib/api-keys.js';
import { AppError, unauthenticated } from '../../lib/errors.js';
import { IssuerNotReady, SIGN_IN_UNAVAILABLE } from '../../lib/oidc-issuer.js';
import {
  findActiveApiKey,
  findUserWithMembership,
  touchApiKey,
  type UserWithMembership,
} from '../../identity/repository.js';
import { callerOf, requireLiveSession } from '../../access/caller.js';
import type { Identity } from '../../access/context.js';
import { requirePermission } from '../../access/permissions.js';
import { parseCompanyHeader, resolveOptionalTenant, resolveTenant, type NamedCompany } from '../../access/tenancy.js';
import '../../http/request.js';
import type { TokenVerifier } from './token-verifier.js';
import type { MembershipCache } from '../../identity/membership-cache.js';

export interface AuthOptions {
  db: Database;
  identities: MembershipCache;
  verifier: TokenVerifier;
  /**
   * The built-in provider's subjects are our user ids; an external issuer's are linked to their
   * accounts once, at sign-in (modules/sign-in), and found by subject from then on.
   */
  subjectsAreUserIds: boolean;
}

function bearerOf(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  if (header) {
    const m = /^Bearer\s+(\S+)$/i.exec(header);
    if (!m) throw unauthenticated('The Authorization header must be "Bearer <token>".');
    return m[1];
  }
  const apiKey = req.headers['x-api-key'];
  return typeof apiKey === 'string' ? apiKey : undefined;
}

/**
 * Authentication, then tenancy, then the route's permission, for every request — security-critical.
 * Membership and roles come with the user in one statement (findUserWithMembership), kept
 * between requests by the membership cache, which every change evicts (see its rules): removing
 * or blocking a user takes effect on their next request even while their token is still valid.
 */
export function registerAuth(app: FastifyInstance, opts: AuthOptions): void {
  const { db, verifier, identities } = opts;

  const userWithMembership = (by: { id: number } | { externalSubject: string }, company: number | null) =>
    identities.lookup(by, company, () => findUserWithMembership(db, by, company));

  async function verifiedToken(req: FastifyRequest, token: string | undefined) {
    if (!token || parseApiKey(token)) throw unauthenticated('Sign in to continue: this call needs a bearer token.');
    try {
      return { token, ...(await verifier.verify(token)) };
    } catch (err) {
      if (err instanceof IssuerNotReady) throw new AppError(ErrorCode.Unavailable, SIGN_IN_UNAVAILABLE);
      req.log.debug({ err }, 'token rejected');
      throw unauthenticated('Your session is not valid or has expired. Sign in again.');
    }
  }

  /** Who the request's credential is, with their membership in `company` (read together). */
  async function authenticate(req: FastifyRequest, company: number | null): Promise<Identity> {
    const token = bearerOf(req);
    if (!token) throw unauthenticated('Sign in to continue: this call needs a bearer token.');

    const apiKey = parseApiKey(token);
    if (apiKey) {
      const key = await findActiveApiKey(db, apiKey.prefix);
      if (!key || !apiKeyMatches(token, key.keyHash)) throw unauthenticated('The API key is not valid.');
      const found = await userWithMembership({ id: key.userId }, company);
      if (!found || found.user.userType !== UserType.ApiKey) throw unauthenticated('The API key is not valid.');
      void touchApiKey(db, key.id).catch((err: unknown) => req.log.warn({ err }, 'could not record API key use'));
      return callerOf(found, 'api-key', { apiKeyCompanyId: key.companyId });
    }

    const verified = await verifiedToken(req, token);
    let found: UserWithMembership | undefined;
    if (opts.subjectsAreUserIds) {
      const id = Number(verified.subject);
      found = Number.isSafeInteger(id) ? await userWithMembership({ id }, company) : undefined;
    } else {
      // An external issuer's subject, linked to its account once, at sign-in (POST /session/link).
      found = await userWithMembership({ externalSubject: verified.subject }, company);
    }
    if (!found) throw new AppError(ErrorCode.NoAccount, 'No DocVue Exchange account belongs to this sign-in.');
    requireLiveSession(found.user, verified.claims);
    return callerOf(found, 'oidc');
  }

  app.decorateRequest('identity', undefined);
  app.decorateRequest('signIn', undefined);
  app.decorateRequest('tenant', undefined);

  // Authentication, tenancy and the route's permission in one step, before any input is read:
  // an upload a role may not make is refused before its first byte is streamed to disk.
  app.addHook('onRequest', async (req) => {
    const { access = 'company', permission } = req.routeOptions.config;
    // Unknown routes fall to the 404 handler without asking for credentials.
    if (access === 'public' || !req.routeOptions.url) return;
    // Linking a sign-in: the token is checked, but no account belongs to it yet.
    if (access === 'token') {
      req.signIn = await verifiedToken(req, bearerOf(req));
      return;
    }
    // The Company-Id header, read here once for the whole request.
    const company: NamedCompany = parseCompanyHeader(req.headers['company-id']);
    const identity = await authenticate(req, typeof company === 'number' ? company : null);
    req.identity = identity;
    if (access === 'signedIn') return;
    if (access === 'companyOptional') {
      req.tenant = resolveOptionalTenant(identity, company);
      return;
    }
    req.tenant = resolveTenant(identity, company);
    if (permission) requirePermission(req.tenant, permission);
  });
}
