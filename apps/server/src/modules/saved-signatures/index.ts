/** The module's face: what the API handlers, jobs and other modules may use. */
export { savedSignatureHandlers } from './handlers.js';
export { normalizeSignature } from './normalize-signature.js';
