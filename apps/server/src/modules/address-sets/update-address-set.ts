import { requireOwnAddressSet } from '../../access/address-sets.js';
import type { TenantContext } from '../../access/context.js';
import type { Database } from '../../db/client.js';
import { columnsOf, requireAssignableParties, type AddressSetBody } from './address-set-helpers.js';
import { presentAddressSet } from './presenter.js';
import { setAddressSetParties, updateAddressSetRow } from './repository.js';

export async function updateAddressSet(db: Database, ctx: TenantContext, id: number, body: AddressSetBody) {
  return db.transaction(async (tx) => {
    const set = await requireOwnAddressSet(tx, ctx, id);
    const chosen = await requireAssignableParties(tx, ctx, body.selectedParties, set);
    const row = await updateAddressSetRow(tx, set, columnsOf(body));
    await setAddressSetParties(
      tx,
      set.id,
      chosen.map((p) => p.id),
    );
    return presentAddressSet(tx, row);
  });
}
