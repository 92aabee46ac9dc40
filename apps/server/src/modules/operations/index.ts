/** The module's face: what the API handlers, jobs and other modules may use. */
export { operationsHandlers } from './handlers.js';
export { verifyEveryHistoryHandler } from './verify-every-history.js';
