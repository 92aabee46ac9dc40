/** The module's face: what the API handlers, jobs and other modules may use. */
export { partyHandlers } from './handlers.js';
