import { api } from '@docvue/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callQuery } from '@/lib/api-queries';
import type { SearchParams } from '../utils/search-params';

/** One page of the documents the company may see that match the text, best first, matching words marked. */
export const searchQueryOptions = ({ q, page, pageSize }: SearchParams) => ({
  ...callQuery(api.searchDocuments, { body: { querySearchTerm: q, page, pageSize } }),
  enabled: q.length > 0,
  // The page on screen stays while another page of the same search loads; a new search starts empty.
  placeholderData: keepPreviousDataOfSameSearch(q),
  // The page says what went wrong itself.
  meta: { silent: true },
});

/** The previous page stays shown only while the same words are searched. */
const keepPreviousDataOfSameSearch =
  (q: string) =>
  <T>(previous: T | undefined, previousQuery: { queryKey: readonly unknown[] } | undefined) => {
    const input = previousQuery?.queryKey[2] as { body?: { querySearchTerm?: string } } | undefined;
    return input?.body?.querySearchTerm === q ? keepPreviousData(previous) : undefined;
  };

export const useSearchDocuments = (params: SearchParams) => useQuery(searchQueryOptions(params));
