import { api } from '@docvue/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callQuery } from '@/lib/api-queries';

export interface PartyListParams {
  /** The typed words (trimmed); empty for every party. */
  query: string;
  /** 0 for every type. */
  partyTypeId: number;
  /** A connection status (1…5), 0 for every one. */
  partyStatus: number;
  /** 1-based, as the server counts. */
  page: number;
  itemsPerPage: number;
  orderBy: string;
  orderByDirection: 'asc' | 'desc';
}

/** `GET /party/grid/search`: one page of the company's parties; the server filters, sorts and counts. */
export const partyListQueryOptions = ({ query, partyTypeId, partyStatus, ...paging }: PartyListParams) => ({
  ...callQuery(api.searchParties, {
    query: {
      ...paging,
      query: query === '' ? undefined : query,
      partyTypeId: partyTypeId > 0 ? partyTypeId : undefined,
      partyStatus: partyStatus > 0 ? partyStatus : undefined,
    },
  }),
  // The page stays on screen while the next one, or the next search, loads.
  placeholderData: keepPreviousData,
  // Connections change elsewhere (invitations accepted); coming back shows them.
  staleTime: 0,
});

export const usePartyList = (params: PartyListParams) => useQuery(partyListQueryOptions(params));
