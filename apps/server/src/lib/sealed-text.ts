import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Short secrets kept so that the product can show them again (an invitation's link, for the sender
 * to copy), sealed with AES-256-GCM under a key every process derives from the shared server
 * secret and a purpose, so one purpose's sealed text never opens as another's. A copy of the table
 * alone opens nothing; a tampered value does not open at all.
 */
const keyOf = (secret: string, purpose: string) => createHash('sha256').update(`${purpose}:${secret}`).digest();

export function sealText(secret: string, purpose: string, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret, purpose), iv);
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The text, or null when the value was not sealed by this deployment for this purpose. */
export function openSealedText(secret: string, purpose: string, sealed: string): string | null {
  const raw = Buffer.from(sealed, 'base64url');
  if (raw.length < 29) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret, purpose), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
