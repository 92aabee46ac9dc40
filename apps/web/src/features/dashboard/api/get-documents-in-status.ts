import { documentStatusResponse, type DocumentTemplateId, type RouteStatusId } from '@docvue/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The newest documents of one template the company sent that are in one status (e.g. rejected AR invoices). */
export const getDocumentsInStatus = (documentTypeId: DocumentTemplateId, documentRouteStatusId: RouteStatusId) =>
  api.get('/documentstatus', documentStatusResponse, { query: { documentTypeId, documentRouteStatusId } });

export const documentsInStatusQueryOptions = (
  documentTypeId: DocumentTemplateId,
  documentRouteStatusId: RouteStatusId,
) =>
  queryOptions({
    queryKey: ['dashboard', 'documents-in-status', documentTypeId, documentRouteStatusId],
    queryFn: () => getDocumentsInStatus(documentTypeId, documentRouteStatusId),
    meta: { silent: true },
  });

export const useDocumentsInStatus = (documentTypeId: DocumentTemplateId, documentRouteStatusId: RouteStatusId) =>
  useQuery(documentsInStatusQueryOptions(documentTypeId, documentRouteStatusId));
