import { documentListResponse, limits } from '@docvue/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * Every document the company received, newest first. The inbox is searched as a whole, and
 * the list call has no text filter, so all rows are loaded at once (the server streams them).
 */
export const getInbox = (signal?: AbortSignal) =>
  api.get('/documentroute/inbox', documentListResponse, { query: { pageSize: limits.allRowsPageSize }, signal });

export const inboxQueryOptions = () =>
  queryOptions({
    queryKey: ['document-lists', 'inbox'],
    queryFn: ({ signal }) => getInbox(signal),
    // The page says what went wrong itself.
    meta: { silent: true },
  });

export const useInbox = () => useQuery(inboxQueryOptions());
