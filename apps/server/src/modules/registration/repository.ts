import { Role } from '@docvue/contracts';
import type { Queryable } from '../../db/client.js';
import { membershipRequests, orgUnits, userRoles, users } from '../../db/schema/index.js';

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
