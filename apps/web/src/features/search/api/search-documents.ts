import { searchResponse } from '@docvue/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SearchParams } from '../utils/search-params';

/** One page of the documents the company may see that match the text, best first, matching words marked. */
export const searchDocuments = ({ q, page, pageSize }: SearchParams, signal?: AbortSignal) =>
  api.post('/search', searchResponse, { body: { querySearchTerm: q, page, pageSize }, signal });

const searchKey = (params: SearchParams) => ['search', params.q, params.page, params.pageSize] as const;

export const searchQueryOptions = (params: SearchParams) =>
  queryOptions({
    queryKey: searchKey(params),
    queryFn: ({ signal }) => searchDocuments(params, signal),
    enabled: params.q.length > 0,
    // The page on screen stays while another page of the same search loads; a new search starts empty.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === params.q ? keepPreviousData(previous) : undefined,
    // The page says what went wrong itself.
    meta: { silent: true },
  });

export const useSearchDocuments = (params: SearchParams) => useQuery(searchQueryOptions(params));
