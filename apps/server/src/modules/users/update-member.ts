import { Role, userMessages, type Api, type BodyOf, type RoleId } from '@docvue/contracts';
import type { TenantContext } from '../../access/context.js';
import { requireCompanyMember } from '../../access/members.js';
import type { Database } from '../../db/client.js';
import { forbidden } from '../../lib/errors.js';
import { presentCompanyMember, requireAnotherAdministrator } from './members.js';
import { setAccountNames } from './accounts-repository.js';
import { setRoles, updateRequest } from './members-repository.js';

type Changes = BodyOf<Api['updateUser']>;

const sameText = (a: string | null, b: string | null) => (a ?? '').trim() === (b ?? '').trim();

/**
 * Saves the user form: the roles, always the company's; the name and title where the company
 * manages them (its own account nobody else has; for a person asked to join, what it typed). For
 * anyone else they are the person's: sending them unchanged is fine, changing them is refused.
 */
export async function updateMember(db: Database, ctx: TenantContext, userId: number, body: Changes) {
  const member = await requireCompanyMember(db, ctx, userId);
  const roles: RoleId[] = [body.mainRole, ...body.additionalRoles];
  if (!roles.includes(Role.Administrator)) await requireAnotherAdministrator(db, ctx, member);
  const current = await presentCompanyMember(db, ctx, member);
  const renamed =
    !sameText(current.firstName, body.firstName) ||
    !sameText(current.lastName, body.lastName) ||
    !sameText(current.title, body.title);
  if (renamed && !member.identityManaged) throw forbidden(userMessages.identityNotManaged);
  const names = { firstName: body.firstName, lastName: body.lastName, title: body.title };
  await db.transaction(async (tx) => {
    if (member.pending) {
      await updateRequest(tx, ctx.companyId, member.id, {
        ...names,
        mainRole: body.mainRole,
        additionalRoles: body.additionalRoles,
      });
      return;
    }
    if (renamed) await setAccountNames(tx, member.id, names);
    await setRoles(tx, ctx.companyId, member.id, body.mainRole, body.additionalRoles);
  });
  return presentCompanyMember(db, ctx, member);
}
