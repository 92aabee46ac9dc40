import { LICENCE_VERSION } from '@docvue/contracts';
import type { Identity, TenantContext } from '../../access/context.js';
import type { Database } from '../../db/client.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { getCurrentUser } from './get-current-user.js';
import { recordLicenceAcceptance } from './repository.js';

/**
 * One accepts the licence for oneself, in its current version; another user's id does not exist
 * for the caller. Answers the session that is now let in.
 */
export async function acceptLicence(
  db: Database,
  identity: Identity,
  userId: number,
  version: string | undefined,
  tenant: TenantContext | null,
) {
  if (userId !== identity.userId) throw notFound('The user');
  if (version && version !== LICENCE_VERSION) {
    throw badRequest(`The licence version ${version} is not the current one (${LICENCE_VERSION}).`);
  }
  await recordLicenceAcceptance(db, identity.userId, LICENCE_VERSION);
  return getCurrentUser(db, identity, tenant);
}
