import { partyTypeNames, type PartyTypeId } from '@docvue/contracts';
import { and, asc, eq, ilike, inArray, isNotNull, ne, notExists, or, sql } from 'drizzle-orm';
import type { OwnAddressSet } from '../../access/address-sets.js';
import type { Queryable } from '../../db/client.js';
import { addressSetParties, addressSets, parties } from '../../db/schema/index.js';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listAddressSets(
  db: Queryable,
  companyId: number,
  q: { isActive?: boolean | undefined; page: number; pageSize: number },
) {
  const where = and(
    eq(addressSets.companyId, companyId),
    q.isActive === undefined ? undefined : eq(addressSets.isActive, q.isActive),
  );
  const [items, [count]] = await Promise.all([
    db
      .select({ id: addressSets.id, name: addressSets.name, code: addressSets.code, isActive: addressSets.isActive })
      .from(addressSets)
      .where(where)
      .orderBy(asc(addressSets.name), asc(addressSets.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(addressSets)
      .where(where),
  ]);
  return { items, totalRecords: count?.n ?? 0 };
}

const partyRef = { id: parties.id, name: parties.name, number: parties.number, partyTypeId: parties.partyTypeId };
const presentParty = (p: { id: number; name: string; number: string; partyTypeId: number }) => ({
  id: p.id,
  name: p.name,
  number: p.number,
  partyTypeName: partyTypeNames[p.partyTypeId as PartyTypeId] ?? '',
});

/**
 * The picker: the company's active connected parties (only they can be told an address), by name.
 * `withoutSet`: only those no set lists, but for the set `except` (the one being edited).
 */
export async function connectedParties(
  db: Queryable,
  companyId: number,
  q: { query?: string | undefined; page: number; pageSize: number },
  withoutSet?: { except?: number | undefined },
) {
  const pattern = q.query ? `%${escapeLike(q.query)}%` : undefined;
  const where = and(
    eq(parties.companyId, companyId),
    isNotNull(parties.connectedCompanyId),
    eq(parties.isActive, true),
    pattern ? or(ilike(parties.name, pattern), ilike(parties.number, pattern)) : undefined,
    withoutSet
      ? notExists(
          db
            .select({ one: sql`1` })
            .from(addressSetParties)
            .where(
              and(
                eq(addressSetParties.partyId, parties.id),
                withoutSet.except === undefined ? undefined : ne(addressSetParties.addressSetId, withoutSet.except),
              ),
            ),
        )
      : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select(partyRef)
      .from(parties)
      .where(where)
      .orderBy(asc(parties.name), asc(parties.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(parties)
      .where(where),
  ]);
  return { items: rows.map(presentParty), totalRecords: count?.n ?? 0 };
}

export async function partiesOfAddressSet(db: Queryable, addressSetId: number) {
  const rows = await db
    .select(partyRef)
    .from(addressSetParties)
    .innerJoin(parties, eq(parties.id, addressSetParties.partyId))
    .where(eq(addressSetParties.addressSetId, addressSetId))
    .orderBy(asc(parties.name), asc(parties.id));
  return rows.map(presentParty);
}

/** Which of these parties another address set already lists. */
export async function partiesInOtherSets(db: Queryable, partyIds: number[], except?: number) {
  if (partyIds.length === 0) return [];
  return db
    .select({ partyName: parties.name, setName: addressSets.name, setId: addressSets.id })
    .from(addressSetParties)
    .innerJoin(parties, eq(parties.id, addressSetParties.partyId))
    .innerJoin(addressSets, eq(addressSets.id, addressSetParties.addressSetId))
    .where(
      and(
        inArray(addressSetParties.partyId, partyIds),
        except === undefined ? undefined : sql`${addressSets.id} <> ${except}`,
      ),
    );
}

/**
 * The active address set of `ownerCompanyId` that lists its party connected to `viewerCompanyId`:
 * the addresses the owner asks that partner to use.
 */
export async function addressSetForPartner(db: Queryable, ownerCompanyId: number, viewerCompanyId: number) {
  const [row] = await db
    .select({ set: addressSets })
    .from(addressSets)
    .innerJoin(addressSetParties, eq(addressSetParties.addressSetId, addressSets.id))
    .innerJoin(parties, eq(parties.id, addressSetParties.partyId))
    .where(
      and(
        eq(addressSets.companyId, ownerCompanyId),
        eq(addressSets.isActive, true),
        eq(parties.companyId, ownerCompanyId),
        eq(parties.connectedCompanyId, viewerCompanyId),
      ),
    )
    .orderBy(asc(addressSets.id))
    .limit(1);
  return row?.set;
}

export type AddressSetRow = typeof addressSets.$inferSelect;
export type AddressSetValues = typeof addressSets.$inferInsert;

export async function insertAddressSet(tx: Queryable, values: AddressSetValues): Promise<AddressSetRow> {
  const [row] = await tx.insert(addressSets).values(values).returning();
  return row!;
}

export async function updateAddressSetRow(
  tx: Queryable,
  set: OwnAddressSet,
  values: Partial<AddressSetValues>,
): Promise<AddressSetRow> {
  const [row] = await tx.update(addressSets).set(values).where(eq(addressSets.id, set.id)).returning();
  return row!;
}

export async function deleteAddressSetRow(db: Queryable, set: OwnAddressSet) {
  await db.delete(addressSets).where(eq(addressSets.id, set.id));
}

/** The parties the set is for, replacing those it had. */
export async function setAddressSetParties(db: Queryable, addressSetId: number, partyIds: number[]) {
  await db.delete(addressSetParties).where(eq(addressSetParties.addressSetId, addressSetId));
  if (partyIds.length > 0) {
    await db.insert(addressSetParties).values(partyIds.map((partyId) => ({ addressSetId, partyId })));
  }
}
