import { api } from '@docvue/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callQuery } from '@/lib/api-queries';

/** Pickers of connected parties load the first 100, by name (docs/product/administration.md §9). */
export const CONNECTED_PARTIES_PAGE_SIZE = 100;

/**
 * `GET /addressset/parties`: the company's active connected parties, by name, the first 100
 * (with `query`, those whose name or number has it). The address set picker and the company
 * document's sharing table both choose among them: only a partner on the network can be told an
 * address or read a shared document. `only.withoutAddressSet`: those no address set lists yet
 * (but for the set `only.addressSetId` being edited), the only ones a set may take.
 */
export const useConnectedParties = (
  query = '',
  only?: { withoutAddressSet: true; addressSetId?: number | undefined },
) =>
  useQuery({
    ...callQuery(api.listAddressSetParties, {
      query: { query: query.trim() || undefined, ...only, page: 1, pageSize: CONNECTED_PARTIES_PAGE_SIZE },
    }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
