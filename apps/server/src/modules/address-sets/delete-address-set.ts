import { requireOwnAddressSet } from '../../access/address-sets.js';
import type { TenantContext } from '../../access/context.js';
import type { Database } from '../../db/client.js';
import { deleteAddressSetRow } from './repository.js';

export async function deleteAddressSet(db: Database, ctx: TenantContext, id: number) {
  const set = await requireOwnAddressSet(db, ctx, id);
  await deleteAddressSetRow(db, set);
}
