import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { addressSets } from '../db/schema/index.js';
import { notFound } from '../lib/errors.js';
import type { TenantContext } from './context.js';

declare const checked: unique symbol;

/** One of the caller's company's address sets. */
export type OwnAddressSet = typeof addressSets.$inferSelect & { readonly [checked]: true };

export async function requireOwnAddressSet(
  db: Queryable,
  ctx: Pick<TenantContext, 'companyId'>,
  addressSetId: number,
): Promise<OwnAddressSet> {
  const [row] = await db
    .select()
    .from(addressSets)
    .where(and(eq(addressSets.companyId, ctx.companyId), eq(addressSets.id, addressSetId)));
  if (!row) throw notFound('The address set');
  return row as OwnAddressSet;
}
