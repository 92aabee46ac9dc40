import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { orgUnits } from '../db/schema/index.js';
import { notFound } from '../lib/errors.js';
import type { TenantContext } from './context.js';

declare const checked: unique symbol;

/** One of the caller's company's org units. */
export type OwnOrgUnit = typeof orgUnits.$inferSelect & { readonly [checked]: true };

/** The row the caller's own insert or update returned: checked to be of the caller's company, not assumed. */
export function writtenOrgUnit(ctx: Pick<TenantContext, 'companyId'>, row: typeof orgUnits.$inferSelect): OwnOrgUnit {
  if (row.companyId !== ctx.companyId) throw new Error('writtenOrgUnit(): the row is not the caller’s');
  return row as OwnOrgUnit;
}

export async function requireOwnOrgUnit(
  db: Queryable,
  ctx: Pick<TenantContext, 'companyId'>,
  orgUnitId: number,
  what = 'The org unit',
): Promise<OwnOrgUnit> {
  const [row] = await db
    .select()
    .from(orgUnits)
    .where(and(eq(orgUnits.companyId, ctx.companyId), eq(orgUnits.id, orgUnitId)));
  if (!row) throw notFound(what);
  return row as OwnOrgUnit;
}

/**
 * Org units a party is filed under, named by the caller: all must be the company's own, or the
 * call answers 404 as for org units that do not exist (whether they are active is the caller's rule).
 */
export async function requireOwnOrgUnits(
  db: Queryable,
  ctx: Pick<TenantContext, 'companyId'>,
  orgUnitIds: readonly number[],
  what = 'The org unit',
): Promise<OwnOrgUnit[]> {
  const wanted = [...new Set(orgUnitIds)];
  if (wanted.length === 0) return [];
  const rows = await db
    .select()
    .from(orgUnits)
    .where(and(eq(orgUnits.companyId, ctx.companyId), inArray(orgUnits.id, wanted)));
  if (rows.length !== wanted.length) throw notFound(what);
  return rows as OwnOrgUnit[];
}
