import { api, type DocumentListResponse } from '@docvue/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callQuery } from '@/lib/api-queries';

export interface DocumentListParams {
  /** The network template id (93 AR invoice, 87 division order, …), as the list call takes it. */
  templateId: number;
  /** 0 for every status. */
  statusId: number;
  /** 1-based, as the server counts. */
  page: number;
  pageSize: number;
  /** A column key, or `id` for the default order. */
  sortBy: string;
  sortDirection: 'asc' | 'desc';
}

/** `GET /documentroute/all/{documentTypeId}`, with `documentRouteStatusId` only when a status is chosen (docs/product/documents.md §7). */
export const documentListQueryOptions = ({ templateId, statusId, ...paging }: DocumentListParams) => ({
  ...callQuery(api.listDocumentsOfTemplate, {
    params: { documentTypeId: templateId },
    query: { ...paging, documentRouteStatusId: statusId > 0 ? statusId : undefined },
  }),
  // The page stays on screen while the next one loads.
  placeholderData: keepPreviousData,
  // Statuses and read marks change on the Document screen; coming back shows them.
  staleTime: 0,
});

export const useDocumentList = (params: DocumentListParams) => useQuery(documentListQueryOptions(params));

export type { DocumentListResponse };
