import { api } from '@docvue/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { queryKeyOf, useRouteMutation } from '@/lib/api-queries';

export const deleteAddressSet = (id: number) => call(api.deleteAddressSet, { params: { id } });

export function useDeleteAddressSet() {
  const queryClient = useQueryClient();
  return useRouteMutation(api.deleteAddressSet, {
    mutationFn: deleteAddressSet,
    // The form leaves the set; asking for it again would only answer 404.
    onSuccess: (_ok, id) => queryClient.removeQueries({ queryKey: queryKeyOf(api.getAddressSet, { params: { id } }) }),
  });
}
