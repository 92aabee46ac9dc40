import type { TenantContext } from '../../access/context.js';
import { requireOwnColumn } from '../../access/document-types.js';
import type { Database } from '../../db/client.js';
import { masterDataOwner, type LookupQuery } from './master-data-owner.js';
import { lookupValuesFor } from './repository.js';

/** The values a line-item column offers (master data only: columns have no List values). */
export async function listColumnLookupValues(db: Database, ctx: TenantContext, columnId: number, query: LookupQuery) {
  const column = await requireOwnColumn(db, ctx, columnId);
  const owner = await masterDataOwner(db, ctx, column, query);
  return lookupValuesFor(db, ctx.companyId, { id: null, metadataTypeId: column.metadataTypeId }, owner);
}
