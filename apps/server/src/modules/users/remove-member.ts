import { userMessages } from '@docvue/contracts';
import type { TenantContext } from '../../access/context.js';
import { requireCompanyMember, type CompanyMember } from '../../access/members.js';
import type { Database } from '../../db/client.js';
import { endAllSessions } from '../../identity/sessions.js';
import { badRequest } from '../../lib/errors.js';
import { requireAnotherAdministrator } from './members.js';
import { setAccountActive } from './accounts-repository.js';
import { companiesCount, deleteMembership, deleteRequest } from './members-repository.js';

export const notYourself = (ctx: TenantContext, member: CompanyMember) => {
  if (member.id === ctx.user.userId) throw badRequest(userMessages.notYourself);
};

/**
 * Removes the person from the company, and from it only: their roles, block and the keys it issued
 * them end; their account and other companies stay. A person asked to join is simply not asked any
 * more. A user of no other company can no longer sign in: the account is deactivated and every
 * session of it ended.
 */
export async function removeMember(db: Database, ctx: TenantContext, userId: number) {
  const member = await requireCompanyMember(db, ctx, userId);
  notYourself(ctx, member);
  if (member.pending) {
    await db.transaction(async (tx) => {
      await deleteRequest(tx, ctx.companyId, member.id);
      await deleteMembership(tx, ctx.companyId, member);
    });
    return;
  }
  await requireAnotherAdministrator(db, ctx, member);
  const onlyHere = (await companiesCount(db, member.id)) === 1;
  await db.transaction(async (tx) => {
    await deleteMembership(tx, ctx.companyId, member);
    if (onlyHere) {
      await setAccountActive(tx, member.id, false);
      await endAllSessions(tx, member.id);
    }
  });
}
