import { api } from '@docvue/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { useRouteMutation } from '@/lib/api-queries';
import { userQueryKey } from './get-user';

/** `DELETE /users/{id}`: the user leaves the company. */
export const deleteUser = (id: number) => call(api.deleteUser, { params: { id } });

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useRouteMutation(api.deleteUser, {
    mutationFn: deleteUser,
    // The form leaves the user; asking for it again would only answer 404.
    onSuccess: (_ok, id) => queryClient.removeQueries({ queryKey: userQueryKey(id) }),
  });
}
