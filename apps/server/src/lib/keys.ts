import { exportJWK, generateKeyPair, type JWK } from 'jose';
import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Database } from '../db/client.js';
import { serverSecrets } from '../db/schema/index.js';

export interface SigningKeys {
  /** Private keys for the built-in provider (oidc-provider's `jwks`). */
  privateJwks: { keys: JWK[] };
  /** The public half, used by the API to verify access tokens. */
  publicJwks: { keys: JWK[] };
  /** Secrets for oidc-provider's signed cookies. */
  cookieKeys: string[];
}

/** Loads the keys from the database, creating them on first start, so restarts keep sessions and tokens valid. */
export async function loadSigningKeys(db: Database): Promise<SigningKeys> {
  const existing = await db.select().from(serverSecrets).where(eq(serverSecrets.name, 'oidc-keys'));
  if (existing[0]) return existing[0].value as SigningKeys;

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = await exportJWK(privateKey);
  const kid = randomBytes(8).toString('hex');
  const priv: JWK = { ...jwk, kid, alg: 'RS256', use: 'sig' };
  const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...pub } = priv;
  const keys: SigningKeys = {
    privateJwks: { keys: [priv] },
    publicJwks: { keys: [pub] },
    cookieKeys: [randomBytes(32).toString('hex')],
  };
  // Two processes starting at once: the first insert wins and both read it back.
  await db.insert(serverSecrets).values({ name: 'oidc-keys', value: keys }).onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, 'oidc-keys'));
  return row!.value as SigningKeys;
}
