import { api } from '@docvue/contracts';
import { useQuery } from '@tanstack/react-query';
import { callQuery, queryKeyOf } from '@/lib/api-queries';

/** The key of the jobs overview (jobs belong to no company, so no Company-Id goes with it). */
export const jobsQueryKey = () => queryKeyOf(api.listJobs, undefined, { companyId: false });

/**
 * `GET /platform/jobs`: counts per kind and state, the oldest wait, the failures and the periodic
 * runs, for the platform operator. Always read afresh: it is a live view of the queue.
 */
export const useJobs = () =>
  useQuery({
    ...callQuery(api.listJobs, undefined, { companyId: false }),
    staleTime: 0,
  });
