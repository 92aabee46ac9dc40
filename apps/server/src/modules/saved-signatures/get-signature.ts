import type { UserSignature } from '@docvue/contracts';
import type { Identity } from '../../access/context.js';
import type { Database } from '../../db/client.js';
import { signaturePngOf } from './repository.js';
import { requireSelf } from './signature-helpers.js';

export async function getSignature(db: Database, identity: Identity, userId: number): Promise<UserSignature> {
  requireSelf(identity, userId);
  const png = await signaturePngOf(db, identity.userId);
  return { userId: identity.userId, signatureImageAsBase64: png ? png.toString('base64') : null };
}
