import { api } from '@docvue/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callQuery } from '@/lib/api-queries';

/** Party search is debounced 150 ms (docs/product/administration.md §9). */
export const PARTY_SEARCH_DEBOUNCE_MS = 150;

/** Parties of one type whose name or number matches (100 per page, docs/product/administration.md §9). */
export const useParties = (partyTypeId: number | undefined, query: string, enabled = true) =>
  useQuery({
    ...callQuery(api.searchParties, {
      query: { partyTypeId, query: query.trim() || undefined, itemsPerPage: 100, isActive: 'true' },
    }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
