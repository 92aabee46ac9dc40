import { roleIds, roleNames, selectableRoleIds } from '@docvue/contracts';
import type { AppContext } from '../../app-context.js';
import type { ApiHandlers } from '../../http/handlers.js';
import { acceptLicence } from './accept-licence.js';
import { addMember } from './add-member.js';
import { changeOwnEmail } from './change-own-email.js';
import { createApiKey, revokeUserApiKey } from './api-keys.js';
import { blockMember } from './block-member.js';
import { changeMemberEmail } from './change-member-email.js';
import { exchangeUser } from './exchange-user.js';
import { getCurrentUser } from './get-current-user.js';
import { getPersonalization } from './get-personalization.js';
import { acceptJoinRequest, declineJoinRequest, listJoinRequests } from './join-requests.js';
import { getMember, listMembers, memberRoles } from './members.js';
import { removeMember } from './remove-member.js';
import { recordWelcomeMessageDisplayed } from './repository.js';
import { createSetPasswordLink } from './set-password-link.js';
import { unlinkMemberSignIn } from './unlink-sign-in.js';
import { updateMember } from './update-member.js';
import { updatePersonalization } from './update-personalization.js';
import { updateProfile } from './update-profile.js';

export const userHandlers = (app: AppContext) => {
  const { db } = app;
  return {
    getCurrentUser: async ({ identity, tenant }) => getCurrentUser(db, identity, tenant),
    acceptLicence: async ({ identity, params, body, tenant }) =>
      acceptLicence(db, identity, params.id, body?.version, tenant),
    listRoles: async () =>
      roleIds.map((id) => ({ id, name: roleNames[id], selectable: selectableRoleIds.includes(id) })),
    getPersonalization: async ({ identity }) => getPersonalization(db, identity.userId),
    updatePersonalization: async ({ identity, body }) => updatePersonalization(db, identity, body),
    getExchangeUser: async ({ tenant, params, query }) => exchangeUser(db, tenant, params.externalId, query.companyId),
    recordWelcomeDisplayed: async ({ tenant }) => {
      await recordWelcomeMessageDisplayed(db, tenant.user.userId);
      return { ok: true as const };
    },
    updateProfile: async ({ identity, body, tenant }) => updateProfile(db, identity, body, tenant),
    requestEmailChange: async ({ identity, body, req }) => changeOwnEmail(app, identity, body.emailAddress, req.log),
    listCompanyUsers: async ({ tenant, query }) => listMembers(db, tenant, query.query),
    getCompanyUser: async ({ tenant, params }) => getMember(db, tenant, params.id),
    getUserRoles: async ({ tenant, params }) => memberRoles(db, tenant, params.id),
    createUser: async ({ tenant, body }) => addMember(app, tenant, body),
    updateUser: async ({ tenant, params, body }) => updateMember(db, tenant, params.id, body),
    deleteUser: async ({ tenant, params }) => {
      await removeMember(db, tenant, params.id);
      return { ok: true as const };
    },
    changeUserEmail: async ({ tenant, params, body }) => changeMemberEmail(app, tenant, params.id, body.emailAddress),
    blockUser: async ({ tenant, params }) => blockMember(db, tenant, params.id, true),
    unblockUser: async ({ tenant, params }) => blockMember(db, tenant, params.id, false),
    unlinkUserSignIn: async ({ tenant, params }) => unlinkMemberSignIn(db, tenant, params.id),
    createApiKey: async ({ tenant, params }) => createApiKey(db, tenant, params.id),
    revokeApiKey: async ({ tenant, params }) => {
      await revokeUserApiKey(db, tenant, params.id, params.keyId);
      return { ok: true as const };
    },
    createSetPasswordLink: async ({ tenant, params }) => createSetPasswordLink(app, tenant, params.id),
    listJoinRequests: async ({ identity }) => listJoinRequests(db, identity),
    acceptJoinRequest: async ({ identity, params }) => acceptJoinRequest(db, identity, params.companyId),
    declineJoinRequest: async ({ identity, params }) => {
      await declineJoinRequest(db, identity, params.companyId);
      return { ok: true as const };
    },
  } satisfies ApiHandlers;
};
