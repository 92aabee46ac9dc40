import { partyGridResponse } from '@docvue/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Party search is debounced 150 ms (spec §9). */
export const PARTY_SEARCH_DEBOUNCE_MS = 150;

/** Parties of one type whose name or number matches (100 per page, spec §9). */
export const searchParties = (partyTypeId: number | undefined, query: string) =>
  api.get('/party/grid/search', partyGridResponse, {
    query: { partyTypeId, query: query.trim() || undefined, itemsPerPage: 100, isActive: true },
  });

export const partiesKey = ['parties'] as const;

export const useParties = (partyTypeId: number | undefined, query: string, enabled = true) =>
  useQuery({
    queryKey: [...partiesKey, partyTypeId, query.trim()],
    queryFn: () => searchParties(partyTypeId, query),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
