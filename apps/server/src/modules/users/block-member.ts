import type { TenantContext } from '../../access/context.js';
import { requireCompanyMember } from '../../access/members.js';
import type { Database } from '../../db/client.js';
import { presentCompanyMember, requireAnotherAdministrator } from './members.js';
import { deleteBlock, insertBlock } from './members-repository.js';
import { notYourself } from './remove-member.js';

/**
 * Blocked in this company only: its calls are refused from the next request on, push channels to it
 * close, the person's other companies are untouched. A person asked to join who is blocked joins
 * blocked.
 */
export async function blockMember(db: Database, ctx: TenantContext, userId: number, blocked: boolean) {
  const member = await requireCompanyMember(db, ctx, userId);
  if (blocked) {
    notYourself(ctx, member);
    await requireAnotherAdministrator(db, ctx, member);
    await insertBlock(db, ctx.companyId, member.id, ctx.user.userId);
  } else {
    await deleteBlock(db, ctx.companyId, member.id);
  }
  return presentCompanyMember(db, ctx, member);
}
