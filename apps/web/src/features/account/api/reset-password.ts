import { api } from '@docvue/contracts';
import { call } from '@/lib/api-client';
import { useRouteMutation } from '@/lib/api-queries';
import { notify } from '@/lib/notify';

/** E-mails the user a link to set a new password. */
export const resetPassword = (email: string) =>
  call(api.requestPasswordReset, { query: { email } }, { companyId: false });

export const useResetPassword = () =>
  useRouteMutation(api.requestPasswordReset, {
    mutationFn: resetPassword,
    onSuccess: () => notify.success('Check your inbox to reset your password'),
  });
