import { api } from '@docvue/contracts';
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@/lib/api-queries';

/** How many companies ask the signed-in person to join them (the same query as the requests page). */
export function useJoinRequestCount(): number {
  const requests = useQuery({
    ...callQuery(api.listJoinRequests, undefined, { companyId: false }),
    staleTime: 30_000,
    meta: { silent: true },
  });
  return requests.data?.length ?? 0;
}
