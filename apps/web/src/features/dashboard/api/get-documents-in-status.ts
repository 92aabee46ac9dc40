import { api, type DocumentTemplateId, type RouteStatusId } from '@docvue/contracts';
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@/lib/api-queries';

/** The newest documents of one template the company sent that are in one status (e.g. rejected AR invoices). */
export const useDocumentsInStatus = (documentTypeId: DocumentTemplateId, documentRouteStatusId: RouteStatusId) =>
  useQuery({
    ...callQuery(api.listDocumentsInStatus, { query: { documentTypeId, documentRouteStatusId } }),
    meta: { silent: true },
  });
