import type { Api, QueryOf } from '@docvue/contracts';
import { requireOwnAddressSet } from '../../access/address-sets.js';
import type { TenantContext } from '../../access/context.js';
import type { Queryable } from '../../db/client.js';
import { connectedParties } from './repository.js';

/**
 * The picker's parties. With `withoutAddressSet`, those saving would not refuse (see
 * requireAssignableParties): in no set, or in the one being edited, which must be the company's.
 */
export async function listPickableParties(
  db: Queryable,
  ctx: TenantContext,
  query: QueryOf<Api['listAddressSetParties']>,
) {
  const editing =
    query.addressSetId === undefined ? undefined : await requireOwnAddressSet(db, ctx, query.addressSetId);
  return connectedParties(db, ctx.companyId, query, query.withoutAddressSet ? { except: editing?.id } : undefined);
}
