import { and, asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { orgUnits } from '../../db/schema/index.js';

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
