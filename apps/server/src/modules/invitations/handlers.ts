import type { AppContext } from '../../app-context.js';
import type { ApiHandlers } from '../../http/handlers.js';
import { acceptInvitation } from './accept-invitation.js';
import { getInvitation } from './get-invitation.js';
import { invitationLinkOf } from './invitation-link.js';
import { listPendingInvitations } from './list-pending-invitations.js';
import { previewInvitation } from './preview-invitation.js';
import { registerInvitation } from './register-invitation.js';
import { rejectInvitation } from './reject-invitation.js';
import { resendInvitation } from './resend-invitation.js';

export const invitationHandlers = (app: AppContext) =>
  ({
    getInvitationByToken: async ({ params }) => previewInvitation(app.db, params.token),
    listPendingInvitations: async ({ tenant }) => listPendingInvitations(app.db, tenant),
    getInvitation: async ({ tenant, params }) => getInvitation(app.db, tenant, params.id),
    registerInvitation: async ({ tenant, params }) => registerInvitation(app.db, tenant, params.token),
    onboardInvitation: async ({ tenant, params, body }) => registerInvitation(app.db, tenant, body.token, params.id),
    acceptInvitation: async ({ tenant, body }) => acceptInvitation(app.db, tenant, body),
    rejectInvitation: async ({ tenant, params }) => {
      await rejectInvitation(app.db, tenant, params.id);
      return { ok: true as const };
    },
    getInvitationLink: async ({ tenant, params }) => invitationLinkOf(app, tenant, params.id),
    resendInvitation: async ({ tenant, body }) => {
      await resendInvitation(app, tenant, body);
      return { ok: true as const };
    },
  }) satisfies ApiHandlers;
