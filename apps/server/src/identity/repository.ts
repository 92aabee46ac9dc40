import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { UserType, type RoleId } from '@docvue/contracts';
import type { Queryable } from '../db/client.js';
import { preparedStatement } from '../db/prepared.js';
import { apiKeys, companies, membershipBlocks, membershipRequests, userRoles, users } from '../db/schema/index.js';

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

/**
 * The person who signs in with this address. Machine users (API keys) are not people: their
 * address is a label of their company, never a sign-in name.
 */
export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.emailAddress}) = ${email.trim().toLowerCase()}`, ne(users.userType, UserType.ApiKey)));
  return row;
}

/** Whether any company asks this person to join. */
export async function hasJoinRequests(db: Queryable, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: membershipRequests.userId })
    .from(membershipRequests)
    .where(eq(membershipRequests.userId, userId))
    .limit(1);
  return row !== undefined;
}

export async function findActiveApiKey(db: Queryable, prefix: string) {
  const [row] = await db
    .select({ id: apiKeys.id, userId: apiKeys.userId, companyId: apiKeys.companyId, keyHash: apiKeys.keyHash })
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
    joinRequests: sql<boolean>`exists(select 1 from ${membershipRequests} where ${membershipRequests.userId} = ${users.id})`,
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

export interface UserWithMembership {
  user: UserRow;
  membership: Membership | undefined;
  /** Companies ask this person to join (an account without a company may sign in to answer). */
  joinRequests: boolean;
}

/**
 * The user and, when a company is named, their membership in it, in one statement: what every
 * authenticated request reads. Two statements one after the other (user, then roles) were a
 * round trip each on every call. The only reader of membership: authentication and tenancy
 * (access/tenancy.ts) and the push channel's checks all go through it.
 */
export async function findUserWithMembership(
  db: Queryable,
  by: { id: number } | { externalSubject: string },
  companyId: number | null,
): Promise<UserWithMembership | undefined> {
  const [row] =
    'id' in by
      ? await membershipById(db).execute({ id: by.id, companyId })
      : await membershipBySubject(db).execute({ subject: by.externalSubject, companyId });
  if (!row) return undefined;
  if (companyId === null) return { user: row.user, membership: undefined, joinRequests: row.joinRequests };
  const pairs = row.roles ?? [];
  const main = (pairs.find(([, isMain]) => isMain)?.[0] ?? null) as RoleId | null;
  // Blocked counts for a member only: a block row of someone not (or no longer) a member is inert.
  const blocked = pairs.length > 0 && row.blocked;
  return {
    user: row.user,
    joinRequests: row.joinRequests,
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
