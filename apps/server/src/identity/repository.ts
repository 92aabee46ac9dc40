import { and, eq, isNull, sql } from 'drizzle-orm';
import type { RoleId } from '@docvue/contracts';
import type { Queryable } from '../db/client.js';
import { preparedStatement } from '../db/prepared.js';
import { apiKeys, companies, membershipBlocks, userRoles, users } from '../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;

/** A user's standing in one company, as read for one request. */
export interface Membership {
  companyId: number;
  /** Main role first; empty when not a member. */
  roles: RoleId[];
  mainRole: RoleId | null;
  /** Blocked in this company while a member of it. */
  blocked: boolean;
  companyExists: boolean;
}

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

/** Main role first, then by id. */
const mainFirst = (roles: RoleId[], main: RoleId | null) =>
  roles.sort((a, b) => (a === main ? -1 : b === main ? 1 : a - b));

/** The user row with the membership in `:companyId`, for the two prepared readers below. */
const membershipColumns = () => {
  const company = sql`${sql.placeholder('companyId')}::int`;
  return {
    user: users,
    roles: sql<[number, boolean][] | null>`(select json_agg(json_build_array(${userRoles.roleId}, ${userRoles.isMain}))
        from ${userRoles} where ${userRoles.userId} = ${users.id} and ${userRoles.companyId} = ${company})`,
    blocked: sql<boolean>`exists(select 1 from ${membershipBlocks}
        where ${membershipBlocks.userId} = ${users.id} and ${membershipBlocks.companyId} = ${company})`,
    companyExists: sql<boolean>`exists(select 1 from ${companies} where ${companies.id} = ${company})`,
  };
};
const membershipById = preparedStatement((db) =>
  db
    .select(membershipColumns())
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('user_with_membership_by_id'),
);
const membershipBySubject = preparedStatement((db) =>
  db
    .select(membershipColumns())
    .from(users)
    .where(eq(users.externalSubject, sql.placeholder('subject')))
    .prepare('user_with_membership_by_subject'),
);

/**
 * The user and, when a company is named, their membership in it, in one statement: what every
 * authenticated request reads. Two statements one after the other (user, then roles) were a
 * round trip each on every call; the same rule as rolesInCompany and companyExists.
 */
export async function findUserWithMembership(
  db: Queryable,
  by: { id: number } | { externalSubject: string },
  companyId: number | null,
): Promise<{ user: UserRow; membership: Membership | undefined } | undefined> {
  const [row] =
    'id' in by
      ? await membershipById(db).execute({ id: by.id, companyId })
      : await membershipBySubject(db).execute({ subject: by.externalSubject, companyId });
  if (!row) return undefined;
  if (companyId === null) return { user: row.user, membership: undefined };
  const pairs = row.roles ?? [];
  const main = (pairs.find(([, isMain]) => isMain)?.[0] ?? null) as RoleId | null;
  // Blocked counts for a member only, as in rolesInCompany (its join starts from the roles).
  const blocked = pairs.length > 0 && row.blocked;
  return {
    user: row.user,
    membership: {
      companyId,
      roles: blocked
        ? []
        : mainFirst(
            pairs.map(([roleId]) => roleId as RoleId),
            main,
          ),
      mainRole: blocked ? null : main,
      blocked,
      companyExists: row.companyExists,
    },
  };
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
  const roles = mainFirst(
    rows.map((r) => r.roleId as RoleId),
    main as RoleId | null,
  );
  return { roles, mainRole: main as RoleId | null, blocked: false };
}

export async function companyExists(db: Queryable, companyId: number): Promise<boolean> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  return !!row;
}
