import { and, eq, inArray } from 'drizzle-orm';
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

/** The company's active parties of one type with these numbers (an operator's owners by owner number), by number. */
export async function findOwnPartiesByNumber(
  db: Queryable,
  ctx: Pick<TenantContext, 'companyId'>,
  partyTypeId: number,
  numbers: readonly string[],
): Promise<Map<string, OwnParty>> {
  const found = new Map<string, OwnParty>();
  const wanted = [...new Set(numbers)];
  if (wanted.length === 0) return found;
  const rows = await db
    .select()
    .from(parties)
    .where(
      and(
        eq(parties.companyId, ctx.companyId),
        eq(parties.partyTypeId, partyTypeId),
        eq(parties.isActive, true),
        inArray(parties.number, wanted),
      ),
    );
  for (const r of rows) found.set(r.number, r as OwnParty);
  return found;
}
