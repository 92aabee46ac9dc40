/** The module's face: what the API handlers, jobs and other modules may use. */
export { paymentHoldsHandlers } from './handlers.js';
