/** The module's face: what the API handlers, jobs and other modules may use. */
export { notificationHandlers } from './handlers.js';
export { notificationMailHandler } from './mail-job.js';
export { PushHub } from './push-hub.js';
export { registerPushSocket } from './push-socket.js';
export { notifyCompanies, notifyCompany } from './create.js';
export { notifyDocumentEvent } from './document-event.js';
