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
  return {
    async verify(token) {
      const key = await getKey;
      const { payload } = await jwtVerify(token, key, {
        issuer,
        ...(audience ? { audience } : {}),
        clockTolerance: 5,
      });
      if (!payload.sub) throw new Error('token has no subject');
      const email = typeof payload.email === 'string' ? payload.email : undefined;
      return { subject: payload.sub, email, claims: payload };
    },
  };
}
