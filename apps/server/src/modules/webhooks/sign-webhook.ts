import { createHmac, randomBytes } from 'node:crypto';

/** A new signing secret: 32 random bytes, with a prefix that tells what it is where it is pasted. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

/** What an administrator sees of a secret after it was shown once. */
export const secretHint = (secret: string) => secret.slice(-4);

/**
 * The `DocVue-Signature` header of a body: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`.
 * The timestamp is signed with the body, so a receiver that refuses old timestamps (five minutes,
 * say) cannot be made to accept a recorded delivery again.
 */
export function signatureHeader(secret: string, body: string, at = new Date()): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}
