import { Role, roleIds, type Abilities, type Permission, type RoleId } from '@docvue/contracts';
import { forbidden } from '../lib/errors.js';
import type { TenantContext } from './context.js';

const any = (roles: readonly RoleId[], ...wanted: RoleId[]) => wanted.some((r) => roles.includes(r));

/**
 * What each role may do, in one place (docs/design.md §3). Global users read any company but never
 * act on its behalf; ReadOnly reads; Signer also signs and returns; User works with documents;
 * Administrator does everything. Route declarations name the permission a call needs; the
 * status machine takes it from the life-cycle table; the session sends the web `abilitiesOf`.
 */
const rules: Record<Permission, (roles: readonly RoleId[]) => boolean> = {
  workWithDocuments: (roles) => any(roles, Role.Administrator, Role.User),
  signDocuments: (roles) => any(roles, Role.Administrator, Role.User, Role.Signer),
  administer: (roles) => any(roles, Role.Administrator),
};

const refusals: Record<Permission, string> = {
  workWithDocuments: 'Your role can read documents but not change them.',
  signDocuments: 'Your role cannot sign or return documents.',
  administer: 'Only a company administrator can do this.',
};

export function can(ctx: Pick<TenantContext, 'user' | 'roles'>, permission: Permission): boolean {
  return !ctx.user.isGlobal && rules[permission](ctx.roles);
}

/**
 * The roles that grant a permission on their own (every rule asks for any one of its roles), for
 * queries over many members at once: who is told what only some may act on.
 */
export function rolesGranting(permission: Permission): RoleId[] {
  return roleIds.filter((role) => rules[permission]([role]));
}

export function requirePermission(ctx: TenantContext, permission: Permission): void {
  if (!can(ctx, permission)) throw forbidden(refusals[permission]);
}

/** Every permission and whether the caller has it in the company: what the web is told. */
export function abilitiesOf(ctx: Pick<TenantContext, 'user' | 'roles'> | null): Abilities {
  return Object.fromEntries(
    (Object.keys(rules) as Permission[]).map((p) => [p, ctx !== null && can(ctx, p)]),
  ) as Abilities;
}
