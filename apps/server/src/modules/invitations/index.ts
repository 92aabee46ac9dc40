/** The module's face: what the API handlers, jobs and other modules may use. */
export { invitationHandlers } from './handlers.js';
export { askToConnect, inviteToNetwork } from './send-service.js';
export { notifyInvitationReceived } from './notify-receiver.js';
export { invitationOfLink, requireMadeFor } from './redeem-rule.js';
export { setReceiver } from './receive-repository.js';
export { refreshOnboardingPending } from './repository.js';
