import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token in a push channel's address: who may open it, for which company, until when. It
 * opens a push channel and nothing else (its own key and purpose), lives a minute, and is signed
 * with a key every process of the deployment derives from the shared server secret.
 */
export interface PushGrant {
  userId: number;
  companyId: number;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

const PURPOSE = 'docvue-push-v1';
export const PUSH_TOKEN_LIFETIME_MS = 60_000;

const keyOf = (secret: string) => createHash('sha256').update(`${PURPOSE}:${secret}`).digest();
const mac = (secret: string, body: string) => createHmac('sha256', keyOf(secret)).update(body).digest('base64url');

export function signPushToken(secret: string, grant: PushGrant): string {
  const body = Buffer.from(
    JSON.stringify({ p: PURPOSE, u: grant.userId, c: grant.companyId, e: grant.expiresAt }),
  ).toString('base64url');
  return `${body}.${mac(secret, body)}`;
}

/** The grant of a genuine, unexpired token; null for anything else. */
export function verifyPushToken(secret: string, token: string, now = Date.now()): PushGrant | null {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const expected = Buffer.from(mac(secret, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let claims: { p?: unknown; u?: unknown; c?: unknown; e?: unknown };
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const { p, u, c, e } = claims;
  if (p !== PURPOSE || !Number.isInteger(u) || !Number.isInteger(c) || typeof e !== 'number' || e <= now) return null;
  return { userId: u as number, companyId: c as number, expiresAt: e };
}
