import { roleIds, roleNames, selectableRoleIds } from '@docvue/contracts';
import type { AppContext } from '../../app-context.js';
import type { ApiHandlers } from '../../http/handlers.js';
import { createApiKey, revokeUserApiKey } from './api-keys.js';
import {
  blockMember,
  changeMemberEmail,
  createMember,
  deleteMember,
  getMember,
  listMembers,
  memberRoles,
  updateMember,
} from './admin-service.js';
import {
  acceptLicence,
  currentSession,
  exchangeUser,
  getPersonalization,
  updatePersonalization,
  updateProfile,
} from './service.js';
import { recordWelcomeMessageDisplayed } from './repository.js';
import { unlinkMemberSignIn } from './unlink-sign-in.js';

export const userHandlers = (app: AppContext) => {
  const { db } = app;
  return {
    getCurrentUser: async ({ identity, req }) => currentSession(db, identity, req.headers['company-id']),
    acceptLicence: async ({ identity, params, body, req }) =>
      acceptLicence(db, identity, params.id, body?.version, req.headers['company-id']),
    listRoles: async () =>
      roleIds.map((id) => ({ id, name: roleNames[id], selectable: selectableRoleIds.includes(id) })),
    getPersonalization: async ({ identity }) => getPersonalization(db, identity.userId),
    updatePersonalization: async ({ identity, body }) => updatePersonalization(db, identity, body),
    getExchangeUser: async ({ tenant, params, query }) => exchangeUser(db, tenant, params.externalId, query.companyId),
    recordWelcomeDisplayed: async ({ tenant }) => {
      await recordWelcomeMessageDisplayed(db, tenant.user.userId);
      return { ok: true as const };
    },
    updateProfile: async ({ identity, body, req }) => updateProfile(db, identity, body, req.headers['company-id']),
    listCompanyUsers: async ({ tenant, query }) => listMembers(db, tenant, query.query),
    getCompanyUser: async ({ tenant, params }) => getMember(db, tenant, params.id),
    getUserRoles: async ({ tenant, params }) => memberRoles(db, tenant, params.id),
    createUser: async ({ tenant, body }) => createMember(app, tenant, body),
    updateUser: async ({ tenant, params, body }) => updateMember(db, tenant, params.id, body),
    deleteUser: async ({ tenant, params }) => {
      await deleteMember(db, tenant, params.id);
      return { ok: true as const };
    },
    changeUserEmail: async ({ tenant, params, body }) => changeMemberEmail(db, tenant, params.id, body.emailAddress),
    blockUser: async ({ tenant, params }) => blockMember(db, tenant, params.id, true),
    unblockUser: async ({ tenant, params }) => blockMember(db, tenant, params.id, false),
    unlinkUserSignIn: async ({ tenant, params }) => unlinkMemberSignIn(db, tenant, params.id),
    createApiKey: async ({ tenant, params }) => createApiKey(db, tenant, params.id),
    revokeApiKey: async ({ tenant, params }) => {
      await revokeUserApiKey(db, tenant, params.id, params.keyId);
      return { ok: true as const };
    },
  } satisfies ApiHandlers;
};
