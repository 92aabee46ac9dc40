import { and, eq, isNull, sql } from 'drizzle-orm';
import type { RoleId } from '@docvue/contracts';
import type { Queryable } from '../db/client.js';
import { apiKeys, companies, membershipBlocks, userRoles, users } from '../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;

export async function findUserById(db: Queryable, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.emailAddress}) = ${email.trim().toLowerCase()}`);
  return row;
}

export async function findUserByExternalSubject(db: Queryable, subject: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.externalSubject, subject));
  return row;
}

export async function linkExternalSubject(db: Queryable, userId: number, subject: string): Promise<void> {
  await db.update(users).set({ externalSubject: subject }).where(eq(users.id, userId));
}

export async function findActiveApiKey(db: Queryable, prefix: string) {
  const [row] = await db
    .select({ id: apiKeys.id, userId: apiKeys.userId, keyHash: apiKeys.keyHash })
    .from(apiKeys)
    .where(and(eq(apiKeys.prefix, prefix), isNull(apiKeys.revokedAt)));
  return row;
}

export async function touchApiKey(db: Queryable, id: number): Promise<void> {
  await db.update(apiKeys).set({ lastUsedAt: new Date() }).where(eq(apiKeys.id, id));
}

/** The user's roles in one company: main role first. Empty when not a member, or blocked in it. */
export async function rolesInCompany(
  db: Queryable,
  userId: number,
  companyId: number,
): Promise<{ roles: RoleId[]; mainRole: RoleId | null; blocked: boolean }> {
  const rows = await db
    .select({ roleId: userRoles.roleId, isMain: userRoles.isMain, blockedAt: membershipBlocks.blockedAt })
    .from(userRoles)
    .leftJoin(
      membershipBlocks,
      and(eq(membershipBlocks.companyId, userRoles.companyId), eq(membershipBlocks.userId, userRoles.userId)),
    )
    .where(and(eq(userRoles.userId, userId), eq(userRoles.companyId, companyId)));
  if (rows.some((r) => r.blockedAt !== null)) return { roles: [], mainRole: null, blocked: true };
  const main = rows.find((r) => r.isMain)?.roleId ?? null;
  const roles = rows.map((r) => r.roleId as RoleId).sort((a, b) => (a === main ? -1 : b === main ? 1 : a - b));
  return { roles, mainRole: main as RoleId | null, blocked: false };
}

export async function companyExists(db: Queryable, companyId: number): Promise<boolean> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  return !!row;
}
