import { api, type DocumentResponse } from '@docvue/contracts';
import { useQuery } from '@tanstack/react-query';
import { callQuery, queryKeyOf } from '@/lib/api-queries';

export const documentKey = (id: number) => queryKeyOf(api.getDocument, { params: { id } });

/**
 * The document with its metadata, line items, status and the actions the caller may take. While the
 * page text is still being read (New → Pending), or a replacement file's, it is asked for again every second.
 */
export const documentQueryOptions = (id: number) => ({
  ...callQuery(api.getDocument, { params: { id } }),
  staleTime: 0,
  refetchInterval: (query: { state: { data?: DocumentResponse } }) =>
    query.state.data?.ocrStatus === 'queued' || query.state.data?.temporaryFileOcrStatus === 'queued' ? 1000 : false,
  // A missing document is shown as such, not as a snackbar.
  meta: { silent: true },
});

export const useDocument = (id: number) => useQuery(documentQueryOptions(id));

export type { DocumentResponse };
