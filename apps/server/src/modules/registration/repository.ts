import type { Queryable } from '../../db/client.js';
import { orgUnits } from '../../db/schema/index.js';

/** The new company's first org unit. */
export async function insertFirstOrgUnit(tx: Queryable, values: typeof orgUnits.$inferInsert) {
  await tx.insert(orgUnits).values(values);
}
