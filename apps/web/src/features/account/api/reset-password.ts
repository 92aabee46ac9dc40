import { okResponse } from '@docvue/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notify';

/** E-mails the user a link to set a new password. */
export const resetPassword = (email: string) =>
  api.put('/users/resetpassword', okResponse, { query: { email }, companyId: false });

export const useResetPassword = () =>
  useMutation({
    mutationFn: resetPassword,
    onSuccess: () => notify.success('Check your inbox to reset your password'),
  });
