import { Role, UserType, type RoleId } from '@docvue/contracts';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { identityManagedSql, type CompanyMember } from '../../access/members.js';
import type { Queryable } from '../../db/client.js';
import { apiKeys, companies, membershipBlocks, membershipRequests, userRoles, users } from '../../db/schema/index.js';

/**
 * The company's members with their roles there, whether blocked there, whether the company manages
 * their identity, and the API keys it issued them. Never another company's keys or blocks.
 */
export async function membersOf(db: Queryable, companyId: number, onlyUserIds?: number[]) {
  const rows = await db
    .select({
      user: users,
      roleId: userRoles.roleId,
      isMain: userRoles.isMain,
      managed: identityManagedSql(companyId),
    })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(userRoles.companyId, companyId), onlyUserIds ? inArray(userRoles.userId, onlyUserIds) : undefined))
    .orderBy(asc(sql`lower(${users.emailAddress})`), asc(users.id), asc(userRoles.roleId));
  const ids = [...new Set(rows.map((r) => r.user.id))];
  const [blocks, keys] = ids.length
    ? await Promise.all([
        blockedIn(db, companyId, ids),
        db
          .select()
          .from(apiKeys)
          .where(and(inArray(apiKeys.userId, ids), eq(apiKeys.companyId, companyId)))
          .orderBy(asc(apiKeys.id)),
      ])
    : [new Set<number>(), []];
  const byId = new Map<
    number,
    { user: (typeof rows)[number]['user']; roles: RoleId[]; mainRole: RoleId; managed: boolean }
  >();
  for (const r of rows) {
    const entry = byId.get(r.user.id) ?? {
      user: r.user,
      roles: [],
      mainRole: Role.ReadOnly as RoleId,
      managed: r.managed,
    };
    entry.roles.push(r.roleId as RoleId);
    if (r.isMain) entry.mainRole = r.roleId as RoleId;
    byId.set(r.user.id, entry);
  }
  return [...byId.values()].map((m) => ({
    ...m,
    blocked: blocks.has(m.user.id),
    apiKeys: keys.filter((k) => k.userId === m.user.id),
  }));
}
export type Member = Awaited<ReturnType<typeof membersOf>>[number];

async function blockedIn(db: Queryable, companyId: number, userIds: number[]): Promise<Set<number>> {
  const rows = await db
    .select({ userId: membershipBlocks.userId })
    .from(membershipBlocks)
    .where(and(eq(membershipBlocks.companyId, companyId), inArray(membershipBlocks.userId, userIds)));
  return new Set(rows.map((b) => b.userId));
}

/** The company's requests that people join it, as the company typed them (nothing of the person's own). */
export async function requestsOf(db: Queryable, companyId: number, onlyUserIds?: number[]) {
  const rows = await db
    .select()
    .from(membershipRequests)
    .where(
      and(
        eq(membershipRequests.companyId, companyId),
        onlyUserIds ? inArray(membershipRequests.userId, onlyUserIds) : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${membershipRequests.emailAddress})`), asc(membershipRequests.handle));
  const blocks = rows.length
    ? await blockedIn(
        db,
        companyId,
        rows.map((r) => r.userId),
      )
    : new Set<number>();
  return rows.map((request) => ({ request, blocked: blocks.has(request.userId) }));
}
export type PendingMember = Awaited<ReturnType<typeof requestsOf>>[number];

export async function setRoles(
  tx: Queryable,
  companyId: number,
  userId: number,
  mainRole: RoleId,
  additional: RoleId[],
) {
  await tx.delete(userRoles).where(and(eq(userRoles.companyId, companyId), eq(userRoles.userId, userId)));
  const roles = [mainRole, ...additional.filter((r) => r !== mainRole)];
  await tx.insert(userRoles).values(roles.map((roleId, i) => ({ companyId, userId, roleId, isMain: i === 0 })));
}

export interface RequestFields {
  emailAddress: string;
  firstName: string;
  lastName: string;
  title: string | null;
  mainRole: RoleId;
  additionalRoles: RoleId[];
}

export async function insertRequest(
  tx: Queryable,
  companyId: number,
  userId: number,
  fields: RequestFields & { requestedBy: number },
): Promise<number> {
  const [row] = await tx
    .insert(membershipRequests)
    .values({ companyId, userId, ...fields })
    .returning({ handle: membershipRequests.handle });
  return row!.handle;
}

export async function updateRequest(tx: Queryable, companyId: number, userId: number, fields: Partial<RequestFields>) {
  await tx
    .update(membershipRequests)
    .set(fields)
    .where(and(eq(membershipRequests.companyId, companyId), eq(membershipRequests.userId, userId)));
}

/** The request of `companyId` to `userId`, if any; what deleting it leaves is nothing of the company's. */
export async function deleteRequest(tx: Queryable, companyId: number, userId: number) {
  const rows = await tx
    .delete(membershipRequests)
    .where(and(eq(membershipRequests.companyId, companyId), eq(membershipRequests.userId, userId)))
    .returning();
  return rows[0];
}

/** Whether the member is an unblocked administrator of the company. */
export async function isAdministratorOf(db: Queryable, companyId: number, member: CompanyMember): Promise<boolean> {
  const [row] = await db
    .select({ roleId: userRoles.roleId })
    .from(userRoles)
    .where(
      and(
        eq(userRoles.companyId, companyId),
        eq(userRoles.userId, member.id),
        eq(userRoles.roleId, Role.Administrator),
      ),
    );
  return row !== undefined;
}

/** How many other unblocked administrators the company has besides this member. */
export async function otherAdministrators(db: Queryable, companyId: number, member: CompanyMember): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${userRoles.userId})::int` })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(
      and(
        eq(userRoles.companyId, companyId),
        eq(userRoles.roleId, Role.Administrator),
        ne(userRoles.userId, member.id),
        eq(users.isActive, true),
        sql`not exists (select 1 from ${membershipBlocks} b where b.company_id = ${companyId} and b.user_id = ${userRoles.userId})`,
      ),
    );
  return row?.n ?? 0;
}

export async function companiesCount(db: Queryable, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${userRoles.companyId})::int` })
    .from(userRoles)
    .where(eq(userRoles.userId, userId));
  return row?.n ?? 0;
}

/** Ends the membership: roles, the block, and the keys the company issued (a machine of its own). */
export async function deleteMembership(tx: Queryable, companyId: number, member: CompanyMember) {
  await tx.delete(userRoles).where(and(eq(userRoles.companyId, companyId), eq(userRoles.userId, member.id)));
  await tx
    .delete(membershipBlocks)
    .where(and(eq(membershipBlocks.companyId, companyId), eq(membershipBlocks.userId, member.id)));
  if (member.userType === UserType.ApiKey) {
    await tx
      .update(apiKeys)
      .set({ revokedAt: new Date() })
      .where(and(eq(apiKeys.userId, member.id), eq(apiKeys.companyId, companyId), sql`${apiKeys.revokedAt} is null`));
  }
}

export type MembershipRequest = typeof membershipRequests.$inferSelect;

/** A person's requests to join (one company's, with `companyId`), with the company and who asked. */
export async function requestsOfPerson(db: Queryable, userId: number, companyId?: number) {
  return db
    .select({
      request: membershipRequests,
      companyName: companies.legalName,
      requestedBy: users.firstName,
      requestedByLast: users.lastName,
    })
    .from(membershipRequests)
    .innerJoin(companies, eq(companies.id, membershipRequests.companyId))
    .leftJoin(users, eq(users.id, membershipRequests.requestedBy))
    .where(
      and(
        eq(membershipRequests.userId, userId),
        companyId === undefined ? undefined : eq(membershipRequests.companyId, companyId),
      ),
    )
    .orderBy(membershipRequests.createdAt);
}

/** Whether the person is a member of the company or asked to join it. */
export async function isMemberOrAsked(tx: Queryable, companyId: number, userId: number): Promise<boolean> {
  const [member] = await tx
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.companyId, companyId)))
    .limit(1);
  const [asked] = await tx
    .select({ userId: membershipRequests.userId })
    .from(membershipRequests)
    .where(and(eq(membershipRequests.userId, userId), eq(membershipRequests.companyId, companyId)));
  return member !== undefined || asked !== undefined;
}

export async function insertBlock(db: Queryable, companyId: number, userId: number, blockedBy: number) {
  await db.insert(membershipBlocks).values({ companyId, userId, blockedBy }).onConflictDoNothing();
}

export async function deleteBlock(db: Queryable, companyId: number, userId: number) {
  await db
    .delete(membershipBlocks)
    .where(and(eq(membershipBlocks.companyId, companyId), eq(membershipBlocks.userId, userId)));
}

/** The company asks the person to administer it. */
export async function insertAdministerRequest(tx: Queryable, values: typeof membershipRequests.$inferInsert) {
  await tx.insert(membershipRequests).values(values);
}
