/** The module's face: its use cases and types, for the API handlers, jobs and other modules. */
export { userHandlers } from './handlers.js';
export { addFirstAdministrator } from './add-first-administrator.js';
export { askToAdminister } from './ask-to-administer.js';
export { makeWelcomeLink } from './make-welcome-link.js';
