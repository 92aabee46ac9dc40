import { api } from '@docvue/contracts';
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@/lib/api-queries';

/**
 * `GET /invitation/getbytoken/{token}` (public): who invites, and what they know of the invited
 * company, to prefill the sign-up. An unknown, expired or used link answers 400, which the page
 * tells in its own dialog.
 */
export const useInvitationPreview = (token: string) =>
  useQuery({
    ...callQuery(api.getInvitationByToken, { params: { token } }, { anonymous: true, companyId: false }),
    staleTime: Infinity,
    meta: { silent: true },
  });
