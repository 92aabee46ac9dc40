import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { OwnOrgUnit } from '../../access/org-units.js';
import type { Queryable } from '../../db/client.js';
import { orgUnits, partyOrgUnits } from '../../db/schema/index.js';

const columns = {
  id: orgUnits.id,
  name: orgUnits.name,
  code: orgUnits.code,
  phone: orgUnits.phone,
  addressLineOne: orgUnits.addressLineOne,
  addressLineTwo: orgUnits.addressLineTwo,
  city: orgUnits.city,
  state: orgUnits.state,
  zipCode: orgUnits.zipCode,
  isActive: orgUnits.isActive,
};

export async function listOrgUnits(
  db: Queryable,
  companyId: number,
  q: { isActive?: boolean; page: number; pageSize: number },
) {
  const where = and(
    eq(orgUnits.companyId, companyId),
    q.isActive === undefined ? undefined : eq(orgUnits.isActive, q.isActive),
  );
  const [items, [count]] = await Promise.all([
    db
      .select(columns)
      .from(orgUnits)
      .where(where)
      .orderBy(asc(orgUnits.name), asc(orgUnits.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(orgUnits)
      .where(where),
  ]);
  return { items, totalRecords: count?.n ?? 0 };
}

type OrgUnitValues = typeof orgUnits.$inferInsert;

/** Whether another org unit of the company has the code (in any case). */
export async function codeTaken(db: Queryable, companyId: number, code: string, except?: OwnOrgUnit) {
  const [taken] = await db
    .select({ id: orgUnits.id })
    .from(orgUnits)
    .where(
      and(
        eq(orgUnits.companyId, companyId),
        sql`lower(${orgUnits.code}) = ${code.toLowerCase()}`,
        except ? ne(orgUnits.id, except.id) : undefined,
      ),
    );
  return taken !== undefined;
}

export async function insertOrgUnit(db: Queryable, values: OrgUnitValues) {
  const [row] = await db.insert(orgUnits).values(values).returning();
  return row!;
}

export async function updateOrgUnitRow(db: Queryable, unit: OwnOrgUnit, values: Partial<OrgUnitValues>) {
  const [row] = await db.update(orgUnits).set(values).where(eq(orgUnits.id, unit.id)).returning();
  return row!;
}

export async function deleteOrgUnitRow(db: Queryable, unit: OwnOrgUnit) {
  await db.delete(orgUnits).where(eq(orgUnits.id, unit.id));
}

/** How many parties are filed under the org unit. */
export async function partiesFiledUnder(db: Queryable, unit: OwnOrgUnit): Promise<number> {
  const [used] = await db.select({ n: count() }).from(partyOrgUnits).where(eq(partyOrgUnits.orgUnitId, unit.id));
  return used?.n ?? 0;
}
