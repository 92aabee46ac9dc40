import { api } from '@docvue/contracts';
import { call } from '@/lib/api-client';
import { useRouteMutation } from '@/lib/api-queries';

/** `POST /users/current/emailaddress`: a link to the new address, which becomes one's own when it is opened. */
export const requestEmailChange = (emailAddress: string) =>
  call(api.requestEmailChange, { body: { emailAddress } }, { companyId: false });

export const useRequestEmailChange = () => useRouteMutation(api.requestEmailChange, { mutationFn: requestEmailChange });
