import { Role } from '@docvue/contracts';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { companies, membershipRequests, orgUnits, userRoles, users } from '../../db/schema/index.js';

/** The new company's first org unit. */
export async function insertFirstOrgUnit(tx: Queryable, values: typeof orgUnits.$inferInsert) {
  await tx.insert(orgUnits).values(values);
}

/** A new account, administrator of the company that made it; its id. */
export async function insertAdministrator(
  tx: Queryable,
  companyId: number,
  values: Omit<typeof users.$inferInsert, 'ownerCompanyId'>,
): Promise<number> {
  const [user] = await tx
    .insert(users)
    .values({ ...values, ownerCompanyId: companyId })
    .returning({ id: users.id });
  await tx.insert(userRoles).values({ userId: user!.id, companyId, roleId: Role.Administrator, isMain: true });
  return user!.id;
}

/** The company asks the person to administer it. */
export async function insertAdministerRequest(tx: Queryable, values: typeof membershipRequests.$inferInsert) {
  await tx.insert(membershipRequests).values(values);
}

/** Whether a company on the network has the tax number (compared as docvue_tax_key does). */
export async function taxNumberRegistered(db: Queryable, taxNumber: string): Promise<boolean> {
  const [byTax] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(sql`docvue_tax_key(${companies.taxNumber}) = docvue_tax_key(${taxNumber})`)
    .limit(1);
  return byTax !== undefined;
}

/** Whether a company on the network has the name, in any case. */
export async function nameRegistered(db: Queryable, legalName: string): Promise<boolean> {
  const [byName] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(sql`lower(${companies.legalName}) = lower(${legalName})`)
    .limit(1);
  return byName !== undefined;
}
