import { documentListQuery, documentListResponse, documentListTemplateParams } from '../document-lists.js';
import { defineRoutes } from './define.js';

const tags = ['document lists'];
const paging =
  'Paged (page, pageSize 25/50/75/100, or 100000 for all rows, streamed) and sorted (sortBy = id or a column key, sortDirection asc/desc; default id descending). afterId pages by keyset with the default sort. query keeps the documents whose number or party names start with the typed words (as the typeahead matches); counts and pages are of those.';

export const documentListRoutes = defineRoutes({
  listDocuments: {
    method: 'GET',
    path: '/documentroute',
    summary: 'Every document the company may see: sent, received and its drafts',
    description: paging,
    tags,
    query: documentListQuery,
    response: documentListResponse,
    reads: 'documentLists',
  },
  listSentDocuments: {
    method: 'GET',
    path: '/documentroute/sent',
    summary: 'Documents the company sent (published: not drafts, New or Pending), every status',
    description: paging,
    tags,
    query: documentListQuery,
    response: documentListResponse,
    reads: 'documentLists',
  },
  listInbox: {
    method: 'GET',
    path: '/documentroute/inbox',
    summary: 'Documents the company received, every status',
    description: paging,
    tags,
    query: documentListQuery,
    response: documentListResponse,
    reads: 'documentLists',
  },
  listDocumentsOfTemplate: {
    method: 'GET',
    path: '/documentroute/all/:documentTypeId',
    summary: 'Both sides of one document template, with the columns of the company’s own instance of it',
    description: `documentTypeId is the template id (93 AR invoice, 87 division order, …); documentRouteStatusId > 0 keeps one route status. ${paging}`,
    tags,
    params: documentListTemplateParams,
    ids: { 'params.documentTypeId': 'documentTemplate' },
    query: documentListQuery,
    response: documentListResponse,
    reads: 'documentLists',
  },
});
