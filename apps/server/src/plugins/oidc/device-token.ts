import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';

/**
 * The device token: a cookie a browser gets when it signs in to an account, proving on later
 * attempts that it is that account's own device (sign-in-throttle.ts lets it through while a
 * stranger's guesses slow the account down). Signed with a key every process derives from the
 * shared server secret, for this purpose only; it grants nothing by itself.
 */
const PURPOSE = 'docvue-device-v1';
const COOKIE = 'docvue_device';
const LIFETIME_MS = 90 * 24 * 60 * 60_000;

const mac = (secret: string, body: string) =>
  createHmac('sha256', createHash('sha256').update(`${PURPOSE}:${secret}`).digest())
    .update(body)
    .digest('base64url');

function cookieValue(req: FastifyRequest): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === COOKIE) return rest.join('=');
  }
  return undefined;
}

/** The user id this browser proved an earlier sign-in of, if its token is genuine and current. */
export function deviceUserId(secret: string, req: FastifyRequest, now = Date.now()): number | undefined {
  const [userId, expiresAt, signature, extra] = (cookieValue(req) ?? '').split('.');
  if (!userId || !expiresAt || !signature || extra !== undefined) return undefined;
  const expected = Buffer.from(mac(secret, `${userId}.${expiresAt}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  if (!(Number(expiresAt) > now)) return undefined;
  const id = Number(userId);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * Gives the browser its device token. Appended to the raw response: the provider has set its
 * own cookies there, and a Fastify header of the same name would replace them.
 */
export function setDeviceToken(secret: string, reply: FastifyReply, userId: number, secure: boolean, now = Date.now()) {
  const expiresAt = now + LIFETIME_MS;
  const body = `${userId}.${expiresAt}`;
  const attributes = [`Max-Age=${LIFETIME_MS / 1000}`, 'Path=/oidc', 'HttpOnly', 'SameSite=Lax'];
  if (secure) attributes.push('Secure');
  reply.raw.appendHeader('set-cookie', `${COOKIE}=${body}.${mac(secret, body)}; ${attributes.join('; ')}`);
}

/** The device tokens of this server: every process derives the same key from the shared secret. */
export interface DeviceTokens {
  /** The user id this browser proved an earlier sign-in of, if any. */
  userIdOf(req: FastifyRequest): number | undefined;
  /** Marks this browser as the device of `userId`. */
  give(reply: FastifyReply, userId: number): void;
}

export function deviceTokens(app: AppContext): DeviceTokens {
  const secret = app.keys.cookieKeys[0]!;
  const secure = app.config.publicUrl.startsWith('https:');
  return {
    userIdOf: (req) => deviceUserId(secret, req),
    give: (reply, userId) => setDeviceToken(secret, reply, userId, secure),
  };
}
