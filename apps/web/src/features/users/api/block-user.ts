import { api } from '@docvue/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { useRouteMutation } from '@/lib/api-queries';
import { userQueryKey } from './get-user';

/** `POST /users/{id}/block`: every call of the user's to the company is refused from now on. */
export const blockUser = (id: number) => call(api.blockUser, { params: { id } });
/** `POST /users/{id}/unblock`. */
export const unblockUser = (id: number) => call(api.unblockUser, { params: { id } });

export function useBlockUser() {
  const queryClient = useQueryClient();
  return useRouteMutation(api.blockUser, {
    mutationFn: blockUser,
    onSuccess: (saved) => queryClient.setQueryData(userQueryKey(saved.id), saved),
  });
}

export function useUnblockUser() {
  const queryClient = useQueryClient();
  return useRouteMutation(api.unblockUser, {
    mutationFn: unblockUser,
    onSuccess: (saved) => queryClient.setQueryData(userQueryKey(saved.id), saved),
  });
}
