import { ErrorCode } from '@docvue/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { jwtVerify, type JWTPayload } from 'jose';
import type { ExternalOidc } from '../../config.js';
import type { ExternalSignIn } from '../../identity/external-accounts.js';
import { AppError, unauthenticated } from '../../lib/errors.js';
import {
  ASYMMETRIC_ALGORITHMS,
  IssuerNotReady,
  SIGN_IN_UNAVAILABLE,
  type ExternalIssuer,
} from '../../lib/oidc-issuer.js';
import type { SignInToken } from '../../http/request.js';

const USERINFO_TIMEOUT_MS = 5_000;

/**
 * The e-mail and whether the issuer vouches for it, from one set of claims (ID token or userinfo),
 * or nothing when they do not say both. Entra ID never sends `email_verified`; its optional claim
 * `xms_edov` (the e-mail's domain is verified by the user's own tenant) stands for it there, and
 * only when `email_verified` is absent.
 */
function emailOf(claims: JWTPayload): { email: string; emailVerified: boolean } | undefined {
  const { email } = claims;
  if (typeof email !== 'string' || email.trim() === '') return undefined;
  if (typeof claims.email_verified === 'boolean') return { email, emailVerified: claims.email_verified };
  if (typeof claims.xms_edov === 'boolean') return { email, emailVerified: claims.xms_edov };
  return undefined;
}

/**
 * The issuer's userinfo answer for the access token, when it gives one: Okta's authorization servers
 * put the e-mail there rather than in the ID token of a code flow. Many issuers refuse tokens for
 * another audience here (oidc-provider, Entra ID); then the ID token has to carry it. Its `sub`
 * must be the token's (OpenID Connect Core, section 5.3.2).
 */
async function userinfoOf(endpoint: string, signIn: SignInToken, log: FastifyBaseLogger) {
  try {
    const res = await fetch(endpoint, {
      headers: { authorization: `Bearer ${signIn.token}`, accept: 'application/json' },
      signal: AbortSignal.timeout(USERINFO_TIMEOUT_MS),
    });
    if (!res.ok || !(res.headers.get('content-type') ?? '').includes('json')) {
      log.info({ status: res.status }, 'sign-in link: the userinfo endpoint gave no claims for this access token');
      return undefined;
    }
    const claims = (await res.json()) as JWTPayload;
    return claims.sub === signIn.subject ? emailOf(claims) : undefined;
  } catch (err) {
    log.warn({ err }, 'sign-in link: the userinfo endpoint could not be read');
    return undefined;
  }
}

/**
 * Who signed in, from the standard places: the ID token — the issuer's, for this client, signed,
 * unexpired, and of the same subject as the access token the call carries — and, when it does not
 * say the e-mail and whether it is verified, the issuer's userinfo endpoint. The two are never
 * mixed: an e-mail is taken with the verification status said beside it.
 */
export async function readExternalSignIn(
  issuer: ExternalIssuer,
  oidc: ExternalOidc,
  signIn: SignInToken,
  idToken: string,
  log: FastifyBaseLogger,
): Promise<ExternalSignIn> {
  let claims: JWTPayload;
  try {
    ({ payload: claims } = await jwtVerify(idToken, issuer.getKey, {
      issuer: issuer.issuer,
      audience: oidc.clientId,
      algorithms: ASYMMETRIC_ALGORITHMS,
      requiredClaims: ['exp', 'iat', 'sub'],
      clockTolerance: 5,
    }));
  } catch (err) {
    if (err instanceof IssuerNotReady) throw new AppError(ErrorCode.Unavailable, SIGN_IN_UNAVAILABLE);
    log.info({ err }, 'sign-in link: ID token refused');
    throw unauthenticated(
      'The sign-in could not be confirmed (its ID token is not valid or has expired). Sign in again.',
    );
  }
  // OpenID Connect Core, section 3.1.3.7: an ID token for several audiences must be authorized to this client.
  const audiences = typeof claims.aud === 'string' ? [claims.aud] : (claims.aud ?? []);
  if (audiences.length > 1 && claims.azp !== oidc.clientId) {
    throw unauthenticated('The sign-in could not be confirmed (its ID token is for another client). Sign in again.');
  }
  if (claims.sub !== signIn.subject) {
    throw unauthenticated('The sign-in could not be confirmed (its ID token is of another person). Sign in again.');
  }
  const fromIdToken = emailOf(claims);
  if (fromIdToken) return { subject: signIn.subject, ...fromIdToken };
  const endpoint = issuer.metadata().userinfo_endpoint;
  const fromUserinfo = endpoint ? await userinfoOf(endpoint, signIn, log) : undefined;
  if (fromUserinfo) return { subject: signIn.subject, ...fromUserinfo };
  // An e-mail said without its verification is not vouched for.
  const email = typeof claims.email === 'string' ? claims.email : undefined;
  return { subject: signIn.subject, email, emailVerified: false };
}
