import { idParams } from '../common.js';
import {
  documentTypeDetail,
  documentTypeListQuery,
  documentTypeListResponse,
  lookupValuesQuery,
  lookupValuesResponse,
} from '../document-type.js';
import { defineRoutes } from './define.js';

export const documentTypeRoutes = defineRoutes({
  listDocumentTypes: {
    method: 'GET',
    path: '/documentType',
    summary: "The company's document types (with their fields when IncludeFullDetails=true)",
    tags: ['document types'],
    query: documentTypeListQuery,
    response: documentTypeListResponse,
    reads: 'documentTypes',
  },
  getDocumentType: {
    method: 'GET',
    path: '/documentType/:id',
    summary: 'One of the company’s document types with its fields and line-item columns',
    tags: ['document types'],
    params: idParams,
    ids: { 'params.id': 'documentType' },
    response: documentTypeDetail,
    reads: 'documentTypes',
  },
  getDocumentTypeOfTemplate: {
    method: 'GET',
    path: '/documentType/template/:id/instance',
    summary: "The company's instance of a network template",
    description:
      'Templates: AR invoice 93, W9 6, ACH 86, division order 87, run statement 89, 1099 90, owner statement 91.',
    tags: ['document types'],
    params: idParams,
    ids: { 'params.id': 'documentTemplate' },
    response: documentTypeDetail,
    reads: 'documentTypes',
  },
  listLookupValues: {
    method: 'GET',
    path: '/metadata/:id/lookupvalues',
    summary: "The values a field offers: its List values, or the company's master data of its type",
    tags: ['document types'],
    params: idParams,
    description:
      "With isThirdParty=true and the documentId being coded, a third-party field offers the values of the company the document is sent to (a vendor codes its invoice with the purchaser's cost centres).",
    ids: { 'params.id': 'metadataDefinition', 'query.documentId': 'document' },
    query: lookupValuesQuery,
    response: lookupValuesResponse,
    reads: 'documentTypes',
  },
  listColumnLookupValues: {
    method: 'GET',
    path: '/lineItemColumn/:id/lookupvalues',
    summary: "The values a line-item column offers: the company's master data of its type",
    description:
      "With isThirdParty=true and the documentId being coded, a third-party column offers the values of the company the document is sent to (the purchaser's AFEs, cost centres, account codes, wells).",
    tags: ['document types'],
    params: idParams,
    ids: { 'params.id': 'lineItemColumn', 'query.documentId': 'document' },
    query: lookupValuesQuery,
    response: lookupValuesResponse,
    reads: 'documentTypes',
  },
});
