/** The company documents module (W-9s, insurance certificates, …): what other parts of the server use. */
export { legalDocumentHandlers } from './handlers.js';
export { readCertificateExpiry } from './read-certificate.js';
export { readW9 } from './read-w9.js';
export type { LegalDocumentRow } from './repository.js';
