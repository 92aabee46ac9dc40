import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * API keys look like `dvx_<prefix>_<secret>`. The prefix finds the row; only a sha256 of the
 * whole key is stored (the secret has 256 bits, so a slow hash adds nothing).
 */
const KEY_PATTERN = /^dvx_([a-f0-9]{12})_([A-Za-z0-9_-]{43})$/;

export function newApiKey(): { key: string; prefix: string; hash: string } {
  const prefix = randomBytes(6).toString('hex');
  const secret = randomBytes(32).toString('base64url');
  const key = `dvx_${prefix}_${secret}`;
  return { key, prefix, hash: hashApiKey(key) };
}

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

export function parseApiKey(key: string): { prefix: string } | null {
  const m = KEY_PATTERN.exec(key);
  return m ? { prefix: m[1]! } : null;
}

export function apiKeyMatches(key: string, storedHash: string): boolean {
  const a = Buffer.from(hashApiKey(key), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
