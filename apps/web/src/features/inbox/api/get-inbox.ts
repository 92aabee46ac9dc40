import { api } from '@docvue/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callQuery } from '@/lib/api-queries';

export interface InboxParams {
  /** The typed words (trimmed); empty for every received document. */
  query: string;
  /** 1-based, as the server counts. */
  page: number;
  pageSize: number;
  /** A column key, or `id` for the default order (newest first). */
  sortBy: string;
  sortDirection: 'asc' | 'desc';
}

/**
 * One page of the documents the company received; with `query`, only those whose number or
 * party names start with the typed words. The server filters, sorts and counts.
 */
export const inboxQueryOptions = ({ query, ...paging }: InboxParams) => ({
  ...callQuery(api.listInbox, { query: { ...paging, query: query === '' ? undefined : query } }),
  // The page stays on screen while the next one, or the next search, loads.
  placeholderData: keepPreviousData,
  // Statuses and read marks change on the Document screen; coming back shows them.
  staleTime: 0,
  // The page says what went wrong itself.
  meta: { silent: true },
});

export const useInbox = (params: InboxParams) => useQuery(inboxQueryOptions(params));
