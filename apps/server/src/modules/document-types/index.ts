/** The module's face: what the API handlers, jobs and other modules may use. */
export { documentTypeHandlers } from './handlers.js';
export { instantiateDocumentTypes } from './instance-repository.js';
export { presentDocumentTypeSummary, presentLineItemColumn, presentMetadataDefinition } from './presenter.js';
export { documentTypeSummariesOfCompany } from './repository.js';
/** The document templates (their field keys, columns and the W-9's tax classifications). */
export * from './templates/index.js';
