import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import type { Config } from '../../config.js';
import type { SigningKeys } from '../../lib/keys.js';

export interface VerifiedToken {
  subject: string;
  email: string | undefined;
  claims: JWTPayload;
}

export interface TokenVerifier {
  verify(token: string): Promise<VerifiedToken>;
}

/**
 * Verifies access tokens as signed JWTs against the issuer's keys: the built-in provider's
 * keys directly, or an external issuer's JWKS found through its discovery document.
 */
export function createTokenVerifier(config: Config, keys: SigningKeys): TokenVerifier {
  let getKey: Promise<JWTVerifyGetKey>;
  if (config.oidc.kind === 'builtin') {
    getKey = Promise.resolve(createLocalJWKSet(keys.publicJwks));
  } else {
    const issuer = config.oidc.issuer;
    getKey = (async () => {
      const res = await fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`);
      if (!res.ok) throw new Error(`OIDC discovery failed at ${issuer}: HTTP ${res.status}`);
      const meta = (await res.json()) as { jwks_uri: string };
      return createRemoteJWKSet(new URL(meta.jwks_uri));
    })();
    // Keep the rejection observable by verify(), not as an unhandled rejection at start.
    getKey.catch(() => undefined);
  }
  const { issuer, audience } = config.oidc;
  const verified = new VerifiedTokens();
  return {
    async verify(token) {
      const known = verified.get(token);
      if (known) return known;
      const key = await getKey;
      const { payload } = await jwtVerify(token, key, {
        issuer,
        ...(audience ? { audience } : {}),
        clockTolerance: 5,
      });
      if (!payload.sub) throw new Error('token has no subject');
      const email = typeof payload.email === 'string' ? payload.email : undefined;
      const result = { subject: payload.sub, email, claims: payload };
      verified.add(token, result);
      return result;
    },
  };
}

/**
 * Tokens whose signature was checked, so that a client's next calls with the same token skip the
 * RSA verification (7% of a document open's CPU under load, issue 17). A signed token says the
 * same thing on every call, so the answer is the same until it expires; an entry is kept at most
 * a minute, so a key taken out of the issuer's set stops its tokens within that minute. Who the
 * token's user is in a company (member, roles, blocked) is not part of it: the membership cache
 * answers that, and forgets it on every change (identity/membership-cache.ts). Bounded: the
 * oldest entries go first.
 */
class VerifiedTokens {
  private readonly entries = new Map<string, { until: number; token: VerifiedToken }>();
  constructor(
    private readonly maxEntries = 10_000,
    private readonly maxAgeMs = 60_000,
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
