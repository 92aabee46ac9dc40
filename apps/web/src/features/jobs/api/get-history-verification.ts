import { api } from '@docvue/contracts';
import { useQuery } from '@tanstack/react-query';
import { callQuery, queryKeyOf } from '@/lib/api-queries';

/** The key of the latest check of every history (it belongs to no company: no Company-Id). */
export const historyVerificationQueryKey = () =>
  queryKeyOf(api.getHistoryVerification, undefined, { companyId: false });

/** How often a running check's progress is read again. */
const PROGRESS_EVERY_MS = 2_000;

/**
 * `GET /platform/history-verification`: the latest check of every document's history, read again
 * every 2 s while it runs, so its progress moves on the page.
 */
export const useHistoryVerification = () =>
  useQuery({
    ...callQuery(api.getHistoryVerification, undefined, { companyId: false }),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.run?.status === 'running' ? PROGRESS_EVERY_MS : false),
  });
