import type { TenantContext } from '../../access/context.js';
import { requireReceivedInvitation } from '../../access/invitations.js';
import type { Database } from '../../db/client.js';
import { present } from './receive-helpers.js';

/** One invitation the company received. */
export async function getInvitation(db: Database, ctx: TenantContext, id: number) {
  return present(db, await requireReceivedInvitation(db, ctx, id));
}
