/** The module's face: what the API handlers, jobs and other modules may use. */
export { registrationHandlers } from './handlers.js';
