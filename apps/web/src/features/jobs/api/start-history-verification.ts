import { api } from '@docvue/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { useRouteMutation } from '@/lib/api-queries';
import { historyVerificationQueryKey } from './get-history-verification';

/** `POST /platform/history-verification`: starts a check of every document's history in the background. */
export const startHistoryVerification = () => call(api.startHistoryVerification, {}, { companyId: false });

export function useStartHistoryVerification() {
  const queryClient = useQueryClient();
  return useRouteMutation(api.startHistoryVerification, {
    mutationFn: startHistoryVerification,
    // Only the check's own view moves (the call declares no shared resource it changes).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: historyVerificationQueryKey() }),
  });
}
