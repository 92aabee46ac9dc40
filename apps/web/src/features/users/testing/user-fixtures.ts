import type { CompanyUser } from '@docvue/contracts';

/** The roles as `GET /lookups/roles` answers (1, 3 and 11 offered by the form). */
export const rolesReply = {
  body: [
    { id: 1, name: 'Administrator', selectable: true },
    { id: 2, name: 'User', selectable: true },
    { id: 3, name: 'ReadOnly', selectable: true },
    { id: 11, name: 'Signer', selectable: true },
  ],
};

/** A member of the company as the server presents it. */
export function companyUser(id: number, emailAddress: string, extra: Partial<CompanyUser> = {}): CompanyUser {
  const mainRole = extra.mainRole ?? 3;
  const additionalRoles = extra.additionalRoles ?? [];
  return {
    id,
    emailAddress,
    title: null,
    firstName: 'Dana',
    lastName: 'Whitfield',
    displayName: 'Dana Whitfield',
    userType: 1,
    isActive: true,
    blocked: false,
    invitationPending: false,
    identityManaged: true,
    isTemporaryPassword: false,
    signInLinked: false,
    roles: [mainRole, ...additionalRoles],
    userRoles: [mainRole, ...additionalRoles].map((roleId) => ({ roleId, userId: id })),
    apiKeys: [],
    ...extra,
    mainRole,
    additionalRoles,
  };
}

export const conflict = (message: string, code = 'conflict') => ({ status: 409, body: { error: { message, code } } });
