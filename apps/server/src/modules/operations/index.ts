/** The module's face: what the API handlers, jobs and other modules may use. */
export { operationsHandlers } from './handlers.js';
