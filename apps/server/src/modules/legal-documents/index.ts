/** The company documents module (W-9s, insurance certificates, …): its use cases, for the API handlers and other parts of the server. */
export { legalDocumentHandlers } from './handlers.js';
export { readCertificateExpiry } from './read-certificate.js';
export { readW9 } from './read-w9.js';
