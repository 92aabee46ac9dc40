import { okResponse } from '@docvue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { partiesKey } from '@/lib/party-search';

export type ConnectionRequest = 'connect' | 'invite';

/** Connect asks the matching company on the network; Invite e-mails a party that is not on it. */
export const requestConnection = (partyId: number, request: ConnectionRequest) =>
  api.put(`/party/${partyId}/${request}`, okResponse);

/** The caller shows the failure itself (and reverts what it showed), so the snackbar is not doubled. */
export function useRequestConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ partyId, request }: { partyId: number; request: ConnectionRequest }) =>
      requestConnection(partyId, request),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partiesKey }),
  });
}
