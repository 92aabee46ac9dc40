import type { Identity, TenantContext } from '../../access/context.js';
import type { Database } from '../../db/client.js';
import { setAccountNames } from './accounts-repository.js';
import { getCurrentUser } from './get-current-user.js';

/**
 * The signed-in person's own name and title (the profile page): theirs, whichever companies they
 * work for. Answers the session with them.
 */
export async function updateProfile(
  db: Database,
  identity: Identity,
  body: { firstName: string; lastName: string; title: string | null },
  tenant: TenantContext | null,
) {
  await setAccountNames(db, identity.userId, { firstName: body.firstName, lastName: body.lastName, title: body.title });
  return getCurrentUser(db, identity, tenant);
}
