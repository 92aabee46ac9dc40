import { typeaheadResponse, type TypeaheadHit } from '@docvue/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type { TypeaheadHit };

/** The longest text the typeahead call takes (its contract); longer text is only searched. */
export const TYPEAHEAD_MAX_LENGTH = 100;

/**
 * The top bar's suggestions: the company's newest documents whose number or party names begin
 * with the words typed. The text goes as typed: a trailing space tells the server the last
 * word is complete.
 */
export const getTypeahead = (query: string, signal?: AbortSignal) =>
  api.get('/typeahead', typeaheadResponse, { query: { query }, signal });

export const canSuggest = (query: string) => query.trim().length > 0 && query.length <= TYPEAHEAD_MAX_LENGTH;

export const typeaheadQueryOptions = (query: string) =>
  queryOptions({
    queryKey: ['typeahead', query],
    queryFn: ({ signal }) => getTypeahead(query, signal),
    enabled: canSuggest(query),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
    // Suggestions that fail to load are simply absent; searching still works.
    meta: { silent: true },
  });

export const useTypeahead = (query: string) => useQuery(typeaheadQueryOptions(query));
