import { api } from '@docvue/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callQuery } from '@/lib/api-queries';

/**
 * `GET /platform/outbox`: the network's mail, newest first, for the platform operator. It reads
 * `notifications`, so a push of a new notification refreshes it too.
 */
export const useOutbox = (query: { page: number; pageSize: number; undelivered: boolean }) =>
  useQuery({
    ...callQuery(api.listOutbox, { query }, { companyId: false }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
