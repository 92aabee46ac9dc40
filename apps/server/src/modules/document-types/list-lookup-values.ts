import type { TenantContext } from '../../access/context.js';
import { requireOwnDefinition } from '../../access/document-types.js';
import type { Database } from '../../db/client.js';
import { masterDataOwner, type LookupQuery } from './master-data-owner.js';
import { lookupValuesFor } from './repository.js';

/** The values a lookup field of one of the company's document types offers. */
export async function listLookupValues(db: Database, ctx: TenantContext, definitionId: number, query: LookupQuery) {
  const definition = await requireOwnDefinition(db, ctx, definitionId);
  return lookupValuesFor(db, ctx.companyId, definition, await masterDataOwner(db, ctx, definition, query));
}
