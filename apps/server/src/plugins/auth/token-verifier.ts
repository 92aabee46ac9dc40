import { createLocalJWKSet, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import type { Config } from '../../config.js';
import type { SigningKeys } from '../../lib/keys.js';
import { ASYMMETRIC_ALGORITHMS, type ExternalIssuer } from '../../lib/oidc-issuer.js';

export interface VerifiedToken {
  /** Who signed in, as the issuer names them: our user id (built-in provider) or the issuer's subject. */
  subject: string;
  claims: JWTPayload;
}

export interface TokenVerifier {
  verify(token: string): Promise<VerifiedToken>;
}

/** How long the built-in provider's tokens are remembered once verified (its keys are our own). */
const BUILTIN_CACHE_MS = 60_000;

/**
 * Verifies access tokens as signed JWTs against the issuer's keys: the built-in provider's keys
 * directly, or an external issuer's key set (lib/oidc-issuer.ts). A token must name this API as
 * its audience, carry a subject and an expiry, and not be addressed to the web client itself (an
 * ID token).
 */
export function createTokenVerifier(config: Config, keys: SigningKeys, external?: ExternalIssuer): TokenVerifier {
  let getKey: JWTVerifyGetKey;
  let issuer: () => string;
  let cacheMs: number;
  if (config.oidc.kind === 'builtin') {
    const builtinIssuer = config.oidc.issuer;
    getKey = createLocalJWKSet(keys.publicJwks);
    issuer = () => builtinIssuer;
    cacheMs = BUILTIN_CACHE_MS;
  } else {
    if (!external) throw new Error('an external issuer needs its ExternalIssuer');
    getKey = external.getKey;
    issuer = () => external.issuer;
    // The key set is kept for the other half (ExternalIssuer.getKey): a key taken out of the
    // issuer's set stops working within OIDC_KEYS_MAX_AGE_SECONDS, through either.
    cacheMs = config.oidc.keysMaxAgeMs / 2;
  }
  const { audience, clientId } = config.oidc;
  const verified = new VerifiedTokens(10_000, cacheMs);
  return {
    async verify(token) {
      const known = verified.get(token);
      if (known) return known;
      const { payload } = await jwtVerify(token, getKey, {
        issuer: issuer(),
        audience,
        algorithms: ASYMMETRIC_ALGORITHMS,
        requiredClaims: ['exp', 'sub'],
        clockTolerance: 5,
      });
      // An ID token is addressed to the web client; one that also names the API (a Keycloak
      // audience mapper that adds to ID tokens too) is still not an access token.
      const audiences = typeof payload.aud === 'string' ? [payload.aud] : (payload.aud ?? []);
      if (audiences.includes(clientId)) throw new Error('a token addressed to the web client is not an access token');
      const result = { subject: payload.sub!, claims: payload };
      verified.add(token, result);
      return result;
    },
  };
}

/**
 * Tokens whose signature was checked, so that a client's next calls with the same token skip the
 * RSA verification (7% of a document open's CPU under load, docs/history.md §17). A signed token says the
 * same thing on every call, so the answer is the same until it expires; an entry is kept at most
 * `maxAgeMs` (a minute for the built-in provider; half of OIDC_KEYS_MAX_AGE_SECONDS for an
 * external issuer, whose key set is kept the other half), so a key taken out of the issuer's set
 * stops its tokens within that time. Who the token's user is in a company (member, roles, blocked)
 * is not part of it: the membership cache answers that, and forgets it on every change
 * (identity/membership-cache.ts). Bounded: the oldest entries go first.
 */
class VerifiedTokens {
  private readonly entries = new Map<string, { until: number; token: VerifiedToken }>();
  constructor(
    private readonly maxEntries: number,
    private readonly maxAgeMs: number,
  ) {}

  get(token: string): VerifiedToken | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (Date.now() < entry.until) return entry.token;
    this.entries.delete(token);
    return undefined;
  }

  add(token: string, verified: VerifiedToken): void {
    const expires = typeof verified.claims.exp === 'number' ? verified.claims.exp * 1000 : 0;
    const until = Math.min(expires, Date.now() + this.maxAgeMs);
    if (until <= Date.now()) return;
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(token, { until, token: verified });
  }
}
