import { documentResponse, type DocumentResponse } from '@docvue/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const documentKey = (id: number) => ['documents', id] as const;

/** The document with its metadata, line items, status and the actions the caller may take. */
export const getDocument = (id: number) => api.get(`/documents/${id}`, documentResponse);

/** While the page text is still being read (New → Pending), the document is asked for again every second. */
export const documentQueryOptions = (id: number) =>
  queryOptions({
    queryKey: documentKey(id),
    queryFn: () => getDocument(id),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.ocrStatus === 'queued' ? 1000 : false),
    // A missing document is shown as such, not as a snackbar.
    meta: { silent: true },
  });

export const useDocument = (id: number) => useQuery(documentQueryOptions(id));

export type { DocumentResponse };
