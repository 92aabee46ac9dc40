import { api } from '@docvue/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { queryKeyOf, useRouteMutation } from '@/lib/api-queries';

export const deleteParty = (id: number) => call(api.deleteParty, { params: { id } });

export function useDeleteParty() {
  const queryClient = useQueryClient();
  return useRouteMutation(api.deleteParty, {
    mutationFn: deleteParty,
    // The form leaves the party; asking for it again would only answer 404.
    onSuccess: (_ok, id) => queryClient.removeQueries({ queryKey: queryKeyOf(api.getParty, { params: { id } }) }),
  });
}
