import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { ConnectionStatus, PartyType, type PartyGridQuery } from '@docvue/contracts';
import type { Queryable } from '../../db/client.js';
import { orgUnits, parties, partyOrgUnits } from '../../db/schema/index.js';

export type { PartyRow } from '../../access/parties.js';

/** The SQL form of each derived connection state (docs/product/administration.md §4); mirrors connectionStatusOf. */
function connectionStatusCondition(status: number): SQL | undefined {
  const connected = isNotNull(parties.connectedCompanyId);
  const notConnected = isNull(parties.connectedCompanyId);
  switch (status) {
    case ConnectionStatus.Connected:
      return connected;
    case ConnectionStatus.Connect:
      return and(notConnected, isNotNull(parties.suggestedCompanyId), eq(parties.isInviteSent, false));
    case ConnectionStatus.Invite:
      return and(notConnected, isNull(parties.suggestedCompanyId), eq(parties.isInviteSent, false));
    case ConnectionStatus.InviteSent:
      return and(notConnected, isNull(parties.suggestedCompanyId), eq(parties.isInviteSent, true));
    case ConnectionStatus.Connecting:
      return and(notConnected, isNotNull(parties.suggestedCompanyId), eq(parties.isInviteSent, true));
    default:
      return undefined;
  }
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const sortColumns = {
  name: parties.name,
  number: parties.number,
  partyTypeName: parties.partyTypeId,
  phone: parties.phone,
  effectiveFromDate: parties.effectiveFromDate,
  effectiveThruDate: parties.effectiveThruDate,
  isActive: parties.isActive,
} as const;

/** One page of the company's parties with the grid's filters; every query is scoped to the company. */
export async function searchParties(db: Queryable, companyId: number, q: PartyGridQuery) {
  const conditions: (SQL | undefined)[] = [eq(parties.companyId, companyId)];
  if (q.isActive !== undefined) conditions.push(eq(parties.isActive, q.isActive));
  if (q.partyStatus) conditions.push(connectionStatusCondition(q.partyStatus));
  if (q.filterVendorsOnly) conditions.push(eq(parties.partyTypeId, PartyType.Vendor));
  else if (q.partyTypeId) conditions.push(eq(parties.partyTypeId, q.partyTypeId));
  if (q.query) {
    const pattern = `%${escapeLike(q.query)}%`;
    conditions.push(
      or(
        ilike(parties.name, pattern),
        ilike(parties.number, pattern),
        ilike(parties.phone, pattern),
        ilike(parties.city, pattern),
        sql`array_to_string(${parties.emails}, ' ') ilike ${pattern}`,
      ),
    );
  }
  const where = and(...conditions);
  const column = sortColumns[q.orderBy];
  const order = q.orderByDirection === 'desc' ? desc(column) : asc(column);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(parties)
      .where(where)
      .orderBy(order, asc(parties.id))
      .limit(q.itemsPerPage)
      .offset((q.page - 1) * q.itemsPerPage),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(parties)
      .where(where),
  ]);
  return { rows, totalRecords: count?.n ?? 0 };
}

/** Org units of many parties at once, keyed by party id. */
export async function orgUnitsOfParties(db: Queryable, partyIds: number[]) {
  const byParty = new Map<number, { id: number; name: string; code: string }[]>();
  if (partyIds.length === 0) return byParty;
  const rows = await db
    .select({ partyId: partyOrgUnits.partyId, id: orgUnits.id, name: orgUnits.name, code: orgUnits.code })
    .from(partyOrgUnits)
    .innerJoin(orgUnits, eq(orgUnits.id, partyOrgUnits.orgUnitId))
    .where(inArray(partyOrgUnits.partyId, partyIds))
    .orderBy(asc(orgUnits.name));
  for (const { partyId, ...unit } of rows) {
    const list = byParty.get(partyId) ?? [];
    list.push(unit);
    byParty.set(partyId, list);
  }
  return byParty;
}
