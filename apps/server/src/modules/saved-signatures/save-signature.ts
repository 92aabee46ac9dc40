import type { UserSignature } from '@docvue/contracts';
import type { Identity } from '../../access/context.js';
import type { Database } from '../../db/client.js';
import { normalizeSignature } from './normalize-signature.js';
import { saveSignaturePng } from './repository.js';
import { requireSelf } from './signature-helpers.js';

export async function saveSignature(
  db: Database,
  identity: Identity,
  body: { userId?: number | undefined; signatureImageAsBase64: string },
): Promise<UserSignature> {
  requireSelf(identity, body.userId);
  const png = await normalizeSignature(body.signatureImageAsBase64);
  await saveSignaturePng(db, identity.userId, png);
  return { userId: identity.userId, signatureImageAsBase64: png.toString('base64') };
}
