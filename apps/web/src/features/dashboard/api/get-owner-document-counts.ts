import { ownerDocDailyCountsResponse } from '@docvue/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type CountsSide = 'received' | 'sent';

const paths: Record<CountsSide, string> = {
  received: '/documentroute/ownerDocReceivedCounts',
  sent: '/documentroute/ownerDocSentCounts',
};

/**
 * Division orders, 1099s, run statements and owner statements the company received (or sent)
 * per day over the last 30 days, every day with zeros, oldest first.
 */
export const getOwnerDocumentCounts = (side: CountsSide) => api.get(paths[side], ownerDocDailyCountsResponse);

export const ownerDocumentCountsQueryOptions = (side: CountsSide) =>
  queryOptions({
    queryKey: ['dashboard', 'owner-document-counts', side],
    queryFn: () => getOwnerDocumentCounts(side),
    meta: { silent: true },
  });

export const useOwnerDocumentCounts = (side: CountsSide) => useQuery(ownerDocumentCountsQueryOptions(side));
