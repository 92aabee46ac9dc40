import { UserType, type CompanyUser } from '@docvue/contracts';
import type { Member, PendingMember } from './members-repository.js';

/**
 * An account the company made that nobody has signed in to yet: shown as invited, like a person
 * asked to join, so that the list does not tell which addresses had an account before.
 */
const neverSignedIn = (m: Member) =>
  m.managed && m.user.userType === UserType.Regular && m.user.passwordHash === null && m.user.externalSubject === null;

export function presentMember(m: Member): CompanyUser {
  const u = m.user;
  return {
    id: u.id,
    emailAddress: u.emailAddress,
    title: u.title,
    firstName: u.firstName,
    lastName: u.lastName,
    displayName: `${u.firstName} ${u.lastName}`.trim(),
    userType: u.userType,
    isActive: u.isActive,
    blocked: m.blocked,
    invitationPending: neverSignedIn(m),
    identityManaged: m.managed,
    isTemporaryPassword: u.isTemporaryPassword,
    signInLinked: u.externalSubject !== null,
    mainRole: m.mainRole,
    additionalRoles: m.roles.filter((r) => r !== m.mainRole),
    roles: [m.mainRole, ...m.roles.filter((r) => r !== m.mainRole)],
    userRoles: m.roles.map((roleId) => ({ roleId, userId: u.id })),
    apiKeys: m.apiKeys.map((k) => ({
      id: k.id,
      prefix: k.prefix,
      createdAt: k.createdAt.toISOString(),
      lastUsedAt: k.lastUsedAt?.toISOString() ?? null,
      revokedAt: k.revokedAt?.toISOString() ?? null,
    })),
  };
}

/**
 * A person asked to join, as the company typed them, with the state a new account of its own would
 * have (active, a temporary password, never signed in): nothing of the person's account shows.
 */
export function presentPendingMember({ request: r, blocked }: PendingMember): CompanyUser {
  // In the order a member's are read (by id), main role first.
  const byId = [...new Set([r.mainRole, ...r.additionalRoles])].sort((x, y) => x - y);
  const roles = [r.mainRole, ...byId.filter((x) => x !== r.mainRole)];
  return {
    // The request's number, never the account's id (access/members.ts).
    id: r.handle,
    emailAddress: r.emailAddress,
    title: r.title,
    firstName: r.firstName,
    lastName: r.lastName,
    displayName: `${r.firstName} ${r.lastName}`.trim(),
    userType: UserType.Regular,
    isActive: true,
    blocked,
    invitationPending: true,
    identityManaged: true,
    signInLinked: false,
    isTemporaryPassword: true,
    mainRole: r.mainRole,
    additionalRoles: roles.slice(1),
    roles,
    userRoles: byId.map((roleId) => ({ roleId, userId: r.handle })),
    apiKeys: [],
  };
}
