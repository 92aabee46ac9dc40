import { api, type TypeaheadHit } from '@docvue/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callQuery } from '@/lib/api-queries';

export type { TypeaheadHit };

/** The longest text the typeahead call takes (its contract); longer text is only searched. */
export const TYPEAHEAD_MAX_LENGTH = 100;

export const canSuggest = (query: string) => query.trim().length > 0 && query.length <= TYPEAHEAD_MAX_LENGTH;

/**
 * The top bar's suggestions: the company's newest documents whose number or party names begin
 * with the words typed. The text goes as typed: a trailing space tells the server the last
 * word is complete.
 */
export const typeaheadQueryOptions = (query: string) => ({
  ...callQuery(api.typeahead, { query: { query } }),
  enabled: canSuggest(query),
  staleTime: 60_000,
  placeholderData: keepPreviousData,
  // Suggestions that fail to load are simply absent; searching still works.
  meta: { silent: true },
});

export const useTypeahead = (query: string) => useQuery(typeaheadQueryOptions(query));
