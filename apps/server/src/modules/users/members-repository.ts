import { Role, type RoleId } from '@docvue/contracts';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { CompanyMember } from '../../access/members.js';
import type { Queryable } from '../../db/client.js';
import { apiKeys, membershipBlocks, oidcPayloads, userRoles, users } from '../../db/schema/index.js';

/** The company's members with their roles there, whether blocked there, and API keys. */
export async function membersOf(db: Queryable, companyId: number, onlyUserIds?: number[]) {
  const rows = await db
    .select({ user: users, roleId: userRoles.roleId, isMain: userRoles.isMain })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(userRoles.companyId, companyId), onlyUserIds ? inArray(userRoles.userId, onlyUserIds) : undefined))
    .orderBy(asc(sql`lower(${users.emailAddress})`), asc(users.id), asc(userRoles.roleId));
  const ids = [...new Set(rows.map((r) => r.user.id))];
  const [blocks, keys] = ids.length
    ? await Promise.all([
        db
          .select({ userId: membershipBlocks.userId })
          .from(membershipBlocks)
          .where(and(eq(membershipBlocks.companyId, companyId), inArray(membershipBlocks.userId, ids))),
        db.select().from(apiKeys).where(inArray(apiKeys.userId, ids)).orderBy(asc(apiKeys.id)),
      ])
    : [[], []];
  const blocked = new Set(blocks.map((b) => b.userId));
  const byId = new Map<number, { user: (typeof rows)[number]['user']; roles: RoleId[]; mainRole: RoleId }>();
  for (const r of rows) {
    const entry = byId.get(r.user.id) ?? { user: r.user, roles: [], mainRole: Role.ReadOnly as RoleId };
    entry.roles.push(r.roleId as RoleId);
    if (r.isMain) entry.mainRole = r.roleId as RoleId;
    byId.set(r.user.id, entry);
  }
  return [...byId.values()].map((m) => ({
    ...m,
    blocked: blocked.has(m.user.id),
    apiKeys: keys.filter((k) => k.userId === m.user.id),
  }));
}
export type Member = Awaited<ReturnType<typeof membersOf>>[number];

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

/** Ends a user's sign-in sessions and grants at the built-in provider (blocked, deleted). */
export async function endSessions(tx: Queryable, userId: number) {
  await tx.delete(oidcPayloads).where(sql`${oidcPayloads.payload}->>'accountId' = ${String(userId)}`);
}

export async function companiesCount(db: Queryable, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${userRoles.companyId})::int` })
    .from(userRoles)
    .where(eq(userRoles.userId, userId));
  return row?.n ?? 0;
}
