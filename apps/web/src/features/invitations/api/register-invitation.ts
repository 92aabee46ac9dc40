import { api } from '@docvue/contracts';
import { call } from '@/lib/api-client';
import { useRouteMutation } from '@/lib/api-queries';

/** `POST /invitation/register/{token}`: takes an e-mailed invitation into the selected company. */
export const registerInvitation = (token: string) => call(api.registerInvitation, { params: { token } });

/** The page tells a failure itself ('Invitation Not found', or the server's message). */
export const useRegisterInvitation = () =>
  useRouteMutation(api.registerInvitation, { mutationFn: registerInvitation, meta: { silent: true } });
