import { DocumentTemplate, type DocumentTemplateId } from '@docvue/contracts';

/**
 * Which metadata the search weighs how. The SQL function `docvue_document_texts` (migration
 * 0003) holds the same lists; `test/api/document-search.test.ts` checks both against the templates
 * and the metadata-kind table.
 */

/**
 * Document ids per recency block of the search vectors: '@c31/99' marks company 31's documents
 * with ids 990,000 to 999,999. The SQL function `docvue_document_search_vector` (migration 0005)
 * divides by the same number.
 */
export const searchBlockSize = 10_000;

/** Document numbers (weight A, and what the typeahead shows first). */
export const identifierKeys = [
  'invoiceNumber',
  'docDivisionOrderNumber',
  'statementNumber',
  'checkNumber',
  'poNumber',
  'fieldTicketNumber',
  'ownerNumber',
] as const;

/** Party-valued metadata types weigh B, with company names: `searchWeight` of the metadata-kind table. */
export { nameWeightedMetadataTypeIds } from '@docvue/contracts';

/** Text fields that hold a name (weight B). */
export const nameKeys = ['name', 'businessName', 'payeeName'] as const;

/** The number that names a document of each template in lists and suggestions, if it has one. */
export const numberKeyOf: Record<DocumentTemplateId, string | null> = {
  [DocumentTemplate.ArInvoice]: 'invoiceNumber',
  [DocumentTemplate.DivisionOrder]: 'docDivisionOrderNumber',
  [DocumentTemplate.RunStatement]: 'statementNumber',
  [DocumentTemplate.OwnerStatement]: 'checkNumber',
  [DocumentTemplate.Form1099]: 'accountNumber',
  [DocumentTemplate.W9]: 'name',
  [DocumentTemplate.ACH]: 'payeeName',
};
