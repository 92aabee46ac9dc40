import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { parties } from '../db/schema/index.js';
import { notFound } from '../lib/errors.js';
import type { TenantContext } from './context.js';

export type PartyRow = typeof parties.$inferSelect;

declare const checked: unique symbol;

/** A party of the caller's company: its own address-book entry, never another company's. */
export type OwnParty = PartyRow & { readonly [checked]: true };

export async function findOwnParty(
  db: Queryable,
  ctx: Pick<TenantContext, 'companyId'>,
  partyId: number,
): Promise<OwnParty | undefined> {
  const [row] = await db
    .select()
    .from(parties)
    .where(and(eq(parties.companyId, ctx.companyId), eq(parties.id, partyId)));
  return row as OwnParty | undefined;
}

export async function requireOwnParty(
  db: Queryable,
  ctx: Pick<TenantContext, 'companyId'>,
  partyId: number,
  what = 'The party',
): Promise<OwnParty> {
  const party = await findOwnParty(db, ctx, partyId);
  if (!party) throw notFound(what);
  return party;
}

/** Many parties at once (a bulk action): all must be the company's own, or the call is refused as a whole. */
export async function requireOwnParties(
  db: Queryable,
  ctx: Pick<TenantContext, 'companyId'>,
  partyIds: number[],
): Promise<OwnParty[]> {
  const wanted = [...new Set(partyIds)];
  if (wanted.length === 0) return [];
  const rows = await db
    .select()
    .from(parties)
    .where(and(eq(parties.companyId, ctx.companyId), inArray(parties.id, wanted)));
  if (rows.length !== wanted.length) throw notFound('The party');
  return rows as OwnParty[];
}

/**
 * The company's active parties of one type with these numbers (an operator's owners by owner
 * number), by number. One lookup of the unique index (company, type, number) per number, forced
 * by the lateral `limit 1`: with `number in (…)` the planner, left without statistics after a
 * bulk import of parties (or on a server without autovacuum), read all the company's parties of
 * the type and compared each with every number; a statement run's batch of 100 checks then read
 * all 70,000 owners each time (docs/benchmarks.md "Owner statements", issue 47).
 */
export async function findOwnPartiesByNumber(
  db: Queryable,
  ctx: Pick<TenantContext, 'companyId'>,
  partyTypeId: number,
  numbers: readonly string[],
): Promise<Map<string, OwnParty>> {
  const found = new Map<string, OwnParty>();
  const wanted = [...new Set(numbers)];
  if (wanted.length === 0) return found;
  const party = db
    .select()
    .from(parties)
    .where(
      and(
        eq(parties.companyId, ctx.companyId),
        eq(parties.partyTypeId, partyTypeId),
        eq(parties.number, sql`wanted.number`),
        eq(parties.isActive, true),
      ),
    )
    .limit(1)
    .as('party');
  const rows = await db
    .select()
    .from(
      sql`unnest(array[${sql.join(
        wanted.map((n) => sql`${n}`),
        sql`, `,
      )}]::text[]) as wanted(number)`,
    )
    .crossJoinLateral(party);
  for (const { party: r } of rows) found.set(r.number, r as OwnParty);
  return found;
}
