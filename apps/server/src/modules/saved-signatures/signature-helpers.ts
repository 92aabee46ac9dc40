import type { Identity } from '../../access/context.js';
import { notFound } from '../../lib/errors.js';

/** Only one's own signature exists for the caller; another user's is answered as missing. */
export function requireSelf(identity: Identity, userId: number | undefined) {
  if (userId !== undefined && userId !== identity.userId) throw notFound('The user');
}
