import { api, type UpdateUserBody } from '@docvue/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { useRouteMutation } from '@/lib/api-queries';
import { userQueryKey } from './get-user';

/** `PUT /users/{id}`: name, title and roles (the e-mail is changed on its own). */
export const updateUser = ({ id, body }: { id: number; body: UpdateUserBody }) =>
  call(api.updateUser, { params: { id }, body });

/** A failure (the last administrator, …) shows the server's message. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useRouteMutation(api.updateUser, {
    mutationFn: updateUser,
    onSuccess: (saved) => queryClient.setQueryData(userQueryKey(saved.id), saved),
  });
}
