import { Role } from '@docvue/contracts';
import type { TenantContext } from '../plugins/auth/context.js';
import { forbidden } from './errors.js';

/**
 * What each role may do, in one place (DESIGN.md §3). Global users read any company but
 * never act on its behalf; ReadOnly reads; Signer also signs; User works with documents;
 * Administrator does everything.
 */
export const permissions = {
  administer: (ctx: TenantContext) => !ctx.user.isGlobal && ctx.roles.includes(Role.Administrator),
  workWithDocuments: (ctx: TenantContext) =>
    !ctx.user.isGlobal && (ctx.roles.includes(Role.Administrator) || ctx.roles.includes(Role.User)),
  signDocuments: (ctx: TenantContext) =>
    !ctx.user.isGlobal &&
    (ctx.roles.includes(Role.Administrator) || ctx.roles.includes(Role.User) || ctx.roles.includes(Role.Signer)),
} as const;
export type Permission = keyof typeof permissions;

const refusals: Record<Permission, string> = {
  administer: 'Only a company administrator can do this.',
  workWithDocuments: 'Your role can read documents but not change them.',
  signDocuments: 'Your role cannot sign or return documents.',
};

export function can(ctx: TenantContext, permission: Permission): boolean {
  return permissions[permission](ctx);
}

export function requirePermission(ctx: TenantContext, permission: Permission): void {
  if (!can(ctx, permission)) throw forbidden(refusals[permission]);
}
