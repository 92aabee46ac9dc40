import { Role, UserType } from '@docvue/contracts';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { userRoles, users } from '../../db/schema/index.js';

type AccountValues = typeof users.$inferInsert;
type Names = Pick<AccountValues, 'firstName' | 'lastName' | 'title'>;

export async function insertAccount(tx: Queryable, values: AccountValues): Promise<number> {
  const [created] = await tx.insert(users).values(values).returning({ id: users.id });
  return created!.id;
}

/** A person's name and title, on their account. */
export async function setAccountNames(db: Queryable, userId: number, names: Names) {
  await db.update(users).set(names).where(eq(users.id, userId));
}

export async function setAccountActive(db: Queryable, userId: number, isActive: boolean) {
  await db.update(users).set({ isActive }).where(eq(users.id, userId));
}

/** The company's own account taken back: active again, with the names it gives now. */
export async function reactivateAccount(db: Queryable, userId: number, names: Names) {
  await db
    .update(users)
    .set({ isActive: true, ...names })
    .where(eq(users.id, userId));
}

/** A new address, not verified yet. */
export async function setEmailAddress(db: Queryable, userId: number, email: string) {
  await db.update(users).set({ emailAddress: email, emailVerifiedAt: null }).where(eq(users.id, userId));
}

/** Another person signs in with this address already. */
export async function addressTaken(db: Queryable, userId: number, email: string) {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`lower(${users.emailAddress}) = ${email.toLowerCase()}`,
        ne(users.id, userId),
        ne(users.userType, UserType.ApiKey),
      ),
    );
  return taken !== undefined;
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
