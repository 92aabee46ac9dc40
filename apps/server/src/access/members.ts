import { and, eq, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { membershipRequests, userRoles, users } from '../db/schema/index.js';
import { notFound } from '../lib/errors.js';
import type { TenantContext } from './context.js';

declare const checked: unique symbol;

/**
 * SECURITY-CRITICAL. A person as the caller's company may administer them: a member of it, or one
 * it asked to join (`pending`: the request waits for the person). Anyone else does not exist here.
 * `identityManaged`: the company may change the person's name, title and e-mail and hand out their
 * set-password link, because it made the account and no other company has the person (for a
 * pending request: the name and address the company typed, which are its own). Everything else of
 * a person — name, e-mail, password, signature — is theirs; a company administers its membership.
 */
export type CompanyMember = {
  id: number;
  userType: number;
  pending: boolean;
  identityManaged: boolean;
  readonly [checked]: true;
};

/** Whether `companyId` manages the identity of the account: it made it, and nobody else has the person. */
export const identityManagedSql = (companyId: number) =>
  sql<boolean>`(${users.ownerCompanyId} = ${companyId} and not exists (select 1 from ${userRoles} o
    where o.user_id = ${users.id} and o.company_id <> ${companyId}))`;

/**
 * `shownId` is the id the company knows the person by: a member's account id, or, for a person it
 * asked to join, the request's own number (`membership_requests.handle`), never their account's id,
 * which would tell it that the address had an account, and whose (issue 39). `id` in the answer is
 * the account's, for the queries that follow; it is never shown to the company while pending.
 */
export async function requireCompanyMember(
  db: Queryable,
  ctx: Pick<TenantContext, 'companyId'>,
  shownId: number,
  what = 'The user',
): Promise<CompanyMember> {
  const [asked] = await db
    .select({ userId: membershipRequests.userId })
    .from(membershipRequests)
    .where(and(eq(membershipRequests.companyId, ctx.companyId), eq(membershipRequests.handle, shownId)));
  const userId = asked?.userId ?? shownId;
  const [row] = await db
    .select({
      id: users.id,
      userType: users.userType,
      member: sql<boolean>`exists (select 1 from ${userRoles} r where r.user_id = ${users.id} and r.company_id = ${ctx.companyId})`,
      requested: sql<boolean>`exists (select 1 from ${membershipRequests} q
        where q.user_id = ${users.id} and q.company_id = ${ctx.companyId})`,
      managed: identityManagedSql(ctx.companyId),
    })
    .from(users)
    .where(eq(users.id, userId));
  // A person asked to join is found by the request's number only.
  if (!row || (!row.member && !(row.requested && asked))) throw notFound(what);
  const pending = !row.member;
  return {
    id: row.id,
    userType: row.userType,
    pending,
    identityManaged: pending || row.managed,
  } as CompanyMember;
}

/** Whether the person belongs to any company other than `companyId` (their identity is then theirs). */
export async function isMemberElsewhere(db: Queryable, userId: number, companyId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), ne(userRoles.companyId, companyId)))
    .limit(1);
  return row !== undefined;
}
