import type { CompanyUser } from '@docvue/contracts';
import type { TenantContext } from '../../access/context.js';
import { requireCompanyMember } from '../../access/members.js';
import type { Queryable } from '../../db/client.js';
import { conflict } from '../../lib/errors.js';
import { userMessages } from '@docvue/contracts';
import { presentMember, presentPendingMember } from './members-presenter.js';
import { isAdministratorOf, membersOf, otherAdministrators, requestsOf } from './members-repository.js';
import type { CompanyMember } from '../../access/members.js';

/** The company's people: its members and those it asked to join, by e-mail. */
export async function listMembers(db: Queryable, ctx: TenantContext, query: string | undefined) {
  const [members, pending] = await Promise.all([membersOf(db, ctx.companyId), requestsOf(db, ctx.companyId)]);
  const all = [...members.map(presentMember), ...pending.map(presentPendingMember)].sort(
    (a, b) => a.emailAddress.toLowerCase().localeCompare(b.emailAddress.toLowerCase()) || a.id - b.id,
  );
  const text = query?.toLowerCase();
  return text ? all.filter((u) => `${u.emailAddress} ${u.firstName} ${u.lastName}`.toLowerCase().includes(text)) : all;
}

/** One person of the company, as checked by `requireCompanyMember`. */
export async function presentCompanyMember(
  db: Queryable,
  ctx: TenantContext,
  member: CompanyMember,
): Promise<CompanyUser> {
  if (member.pending) {
    const [pending] = await requestsOf(db, ctx.companyId, [member.id]);
    return presentPendingMember(pending!);
  }
  const [found] = await membersOf(db, ctx.companyId, [member.id]);
  return presentMember(found!);
}

export async function getMember(db: Queryable, ctx: TenantContext, userId: number) {
  return presentCompanyMember(db, ctx, await requireCompanyMember(db, ctx, userId));
}

export async function memberRoles(db: Queryable, ctx: TenantContext, userId: number) {
  return (await getMember(db, ctx, userId)).userRoles;
}

/** The company keeps an administrator who can act: the last one is not demoted, blocked or removed. */
export async function requireAnotherAdministrator(db: Queryable, ctx: TenantContext, member: CompanyMember) {
  if (member.pending) return;
  if (
    (await isAdministratorOf(db, ctx.companyId, member)) &&
    (await otherAdministrators(db, ctx.companyId, member)) === 0
  ) {
    throw conflict(userMessages.lastAdministrator);
  }
}
