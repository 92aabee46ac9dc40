import type { TenantContext } from '../../access/context.js';
import { requireOwnParty } from '../../access/parties.js';
import type { Database } from '../../db/client.js';
import { presentOwnParty } from './party-helpers.js';

export async function getParty(db: Database, ctx: TenantContext, partyId: number) {
  return presentOwnParty(db, await requireOwnParty(db, ctx, partyId));
}
