import { userMessages } from '@docvue/contracts';
import type { Database } from '../../db/client.js';
import type { TenantContext } from '../../access/context.js';
import { requireCompanyMember } from '../../access/members.js';
import { unlinkSubject } from '../../identity/external-subjects.js';
import { forbidden } from '../../lib/errors.js';
import { presentCompanyMember } from './members.js';

/**
 * Unlinks a member's sign-in at the identity provider: their access tokens find no account from
 * their next request on, and their next sign-in links again, by verified e-mail, to whichever
 * account has it (identity/external-accounts.ts). Only for a person whose identity the company
 * manages (it made the account and nobody else has them): anyone else's sign-in is theirs. A
 * person only asked to join has no sign-in here to unlink; the answer is the one for an account
 * never signed in to.
 */
export async function unlinkMemberSignIn(db: Database, ctx: TenantContext, userId: number) {
  const member = await requireCompanyMember(db, ctx, userId);
  if (member.pending) return presentCompanyMember(db, ctx, member);
  if (!member.identityManaged) throw forbidden(userMessages.identityNotManaged);
  await unlinkSubject(db, member.id);
  return presentCompanyMember(db, ctx, member);
}
