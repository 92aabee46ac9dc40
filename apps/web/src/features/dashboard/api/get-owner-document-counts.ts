import { api } from '@docvue/contracts';
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@/lib/api-queries';

export type CountsSide = 'received' | 'sent';

const routes = { received: api.getOwnerDocReceivedCounts, sent: api.getOwnerDocSentCounts } as const;

/**
 * Division orders, 1099s, run statements and owner statements the company received (or sent)
 * per day over the last 30 days, every day with zeros, oldest first.
 */
export const useOwnerDocumentCounts = (side: CountsSide) =>
  useQuery({ ...callQuery(routes[side]), meta: { silent: true } });
