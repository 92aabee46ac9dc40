import { api } from '@docvue/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { useRouteMutation } from '@/lib/api-queries';
import { jobsQueryKey } from './list-jobs';

/** `POST /platform/jobs/:jobId/retry`: runs a job that failed for good again, with all its attempts. */
export const retryJob = (jobId: number) => call(api.retryJob, { params: { jobId } }, { companyId: false });

export function useRetryJob() {
  const queryClient = useQueryClient();
  return useRouteMutation(api.retryJob, {
    mutationFn: retryJob,
    // The call declares no shared resource it changes, and the overview reads `session`: refreshing
    // that resource would read the whole session again. Only the overview moves, so only it is read.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobsQueryKey() }),
  });
}
