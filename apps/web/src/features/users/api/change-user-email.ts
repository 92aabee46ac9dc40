import { api } from '@docvue/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { useRouteMutation } from '@/lib/api-queries';
import { userQueryKey } from './get-user';

/** `POST /users/{id}/emailaddress`: the user's e-mail, which is also their sign-in name. */
export const changeUserEmail = ({ id, emailAddress }: { id: number; emailAddress: string }) =>
  call(api.changeUserEmail, { params: { id }, body: { emailAddress } });

export function useChangeUserEmail() {
  const queryClient = useQueryClient();
  return useRouteMutation(api.changeUserEmail, {
    mutationFn: changeUserEmail,
    onSuccess: (saved) => queryClient.setQueryData(userQueryKey(saved.id), saved),
  });
}
