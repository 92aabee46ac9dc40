import { api, userMessages } from '@docvue/contracts';
import { call } from '@/lib/api-client';
import { useRouteMutation } from '@/lib/api-queries';
import { notify } from '@/lib/notify';

/** `PUT /users/resetpassword?email=`: mails the user a link to set a new password (a public call). */
export const resetUserPassword = (email: string) =>
  call(api.requestPasswordReset, { query: { email } }, { companyId: false });

export const useResetUserPassword = () =>
  useRouteMutation(api.requestPasswordReset, {
    mutationFn: resetUserPassword,
    onSuccess: () => notify.success(userMessages.resetSent),
  });
