import { api } from '@docvue/contracts';
import { call } from '@/lib/api-client';
import { useRouteMutation } from '@/lib/api-queries';

export interface OnboardVariables {
  token: string;
  /** The company that takes the invitation (one of the user's; not necessarily the selected one). */
  companyId: number;
}

/**
 * Takes an e-mailed invitation into a company: the link's invitation (public lookup), then
 * `POST /invitation/onboard/{id}` for that company, with the token as proof.
 */
export async function onboardInvitation({ token, companyId }: OnboardVariables) {
  const preview = await call(api.getInvitationByToken, { params: { token } }, { anonymous: true, companyId: false });
  return call(api.onboardInvitation, { params: { id: preview.id }, body: { token } }, { companyId });
}

/** The page tells a failure itself ('Invitation Not found', or the server's message). */
export const useOnboardInvitation = () =>
  useRouteMutation(api.onboardInvitation, { mutationFn: onboardInvitation, meta: { silent: true } });
