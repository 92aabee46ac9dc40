import { UserType, type CompanyUser, type roleRef } from '@docvue/contracts';
import type { z } from 'zod';

/** A role of `GET /lookups/roles`: its id, name and whether the user form offers it. */
export type RoleOption = z.infer<typeof roleRef>;

const typeLabels: Record<number, string> = {
  [UserType.Regular]: 'Regular',
  [UserType.ApiKey]: 'API key',
  [UserType.Global]: 'Global',
};

export const userTypeLabel = (userType: number) => typeLabels[userType] ?? 'Regular';

/** Blocked first (it is what stops them); then whether they have joined yet. */
export const userStatusLabel = (u: Pick<CompanyUser, 'blocked' | 'invitationPending'>) =>
  u.blocked ? 'Blocked' : u.invitationPending ? 'Invited' : 'Active';

/** A role's name as the server gives it: nothing while the names load, the id for a role without one. */
export const roleName = (roles: RoleOption[] | undefined, id: number) =>
  roles ? (roles.find((r) => r.id === id)?.name ?? String(id)) : '';

/** A user's name as a list shows it ('' when none is given). */
export const fullName = (u: Pick<CompanyUser, 'firstName' | 'lastName'>) => `${u.firstName} ${u.lastName}`.trim();
