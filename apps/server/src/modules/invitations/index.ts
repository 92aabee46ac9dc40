/** The module's face: its use cases and types, for the API handlers, jobs and other modules. */
export { invitationHandlers } from './handlers.js';
export { askToConnect } from './ask-to-connect.js';
export { handInvitationToNewCompany } from './hand-invitation-to-new-company.js';
export { inviteToNetwork } from './invite-to-network.js';
export { invitationOfLink, requireMadeFor } from './redeem-rule.js';
export { refreshOnboardingPending } from './refresh-onboarding-pending.js';
