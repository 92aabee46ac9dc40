import { requireOwnAddressSet } from '../../access/address-sets.js';
import type { TenantContext } from '../../access/context.js';
import type { Database } from '../../db/client.js';
import { presentAddressSet } from './presenter.js';

export async function getAddressSet(db: Database, ctx: TenantContext, id: number) {
  return presentAddressSet(db, await requireOwnAddressSet(db, ctx, id));
}
