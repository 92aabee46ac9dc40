import type { TenantContext } from '../../access/context.js';
import type { Database } from '../../db/client.js';
import { columnsOf, requireAssignableParties, type AddressSetBody } from './address-set-helpers.js';
import { presentAddressSet } from './presenter.js';
import { insertAddressSet, setAddressSetParties } from './repository.js';

export async function createAddressSet(db: Database, ctx: TenantContext, body: AddressSetBody) {
  return db.transaction(async (tx) => {
    const chosen = await requireAssignableParties(tx, ctx, body.selectedParties);
    const row = await insertAddressSet(tx, { companyId: ctx.companyId, ...columnsOf(body) });
    await setAddressSetParties(
      tx,
      row!.id,
      chosen.map((p) => p.id),
    );
    return presentAddressSet(tx, row);
  });
}
