import type { CompanyUser } from '@docvue/contracts';
import type { Member } from './members-repository.js';

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
