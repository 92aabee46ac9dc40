/** The module's face: what the API handlers, jobs and other modules may use. */
export { dashboardHandlers } from './handlers.js';
