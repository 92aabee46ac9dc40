/** The module's face: its use cases and types, for the API handlers, jobs and other modules. */
export { documentTypeHandlers } from './handlers.js';
export { instantiateDocumentTypes } from './instantiate-document-types.js';
export { listDocumentTypeSummaries } from './list-document-type-summaries.js';
export { presentLineItemColumn, presentMetadataDefinition } from './presenter.js';
/**
 * The network's document templates, named one by one: the field keys and line-item columns other
 * modules and the seed read and write by (templates/*.ts), the W-9's tax classifications, and the
 * templates by id (notifications name a document by its template).
 */
export {
  AchKeys,
  ArInvoiceColumns,
  ArInvoiceKeys,
  DivisionOrderKeys,
  Form1099Keys,
  OwnerStatementColumns,
  OwnerStatementKeys,
  RunStatementColumns,
  RunStatementKeys,
  taxClassifications,
  templatesById,
  W9Keys,
  type DocumentTemplateDefinition,
} from './templates/index.js';
