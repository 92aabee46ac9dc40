import type { Database } from '../../db/client.js';
import type { TenantContext } from '../../access/context.js';
import { requireCompanyMember, type CompanyMember } from '../../access/members.js';
import { unlinkSubject } from '../../identity/external-subjects.js';
import { forbidden } from '../../lib/errors.js';
import { getMember } from './admin-service.js';
import { companiesCount } from './members-repository.js';

/**
 * Whether this company manages the member's identity (here: their sign-in link). For now: the
 * member works for this company only. A person of several companies is not theirs alone to
 * re-point, as with their e-mail address (changeMemberEmail).
 */
export async function managesIdentityOf(db: Database, _ctx: TenantContext, member: CompanyMember): Promise<boolean> {
  return (await companiesCount(db, member.id)) === 1;
}

/**
 * Unlinks a member's sign-in at the identity provider: their access tokens find no account from
 * their next request on, and their next sign-in links again, by verified e-mail, to whichever
 * account has it (identity/external-accounts.ts).
 */
export async function unlinkMemberSignIn(db: Database, ctx: TenantContext, userId: number) {
  const member = await requireCompanyMember(db, ctx, userId);
  if (!(await managesIdentityOf(db, ctx, member))) {
    throw forbidden(
      'This user also works for another company, so their sign-in cannot be unlinked here. Please contact support.',
    );
  }
  await unlinkSubject(db, member.id);
  return getMember(db, ctx, member.id);
}
