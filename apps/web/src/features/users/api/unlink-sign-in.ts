import { api } from '@docvue/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { useRouteMutation } from '@/lib/api-queries';
import { userQueryKey } from './get-user';

/**
 * `POST /users/{id}/unlinksignin`: the user's sign-in at the company's identity provider no longer
 * finds the account; their next sign-in links again by their verified e-mail.
 */
export const unlinkSignIn = (id: number) => call(api.unlinkUserSignIn, { params: { id } });

export function useUnlinkSignIn() {
  const queryClient = useQueryClient();
  return useRouteMutation(api.unlinkUserSignIn, {
    mutationFn: unlinkSignIn,
    onSuccess: (saved) => queryClient.setQueryData(userQueryKey(saved.id), saved),
  });
}
