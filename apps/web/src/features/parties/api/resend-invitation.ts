import { api } from '@docvue/contracts';
import { call } from '@/lib/api-client';
import { useRouteMutation } from '@/lib/api-queries';

/** `POST /invitation/resend`: the pending invitation of the party, sent again to this address. */
export const resendInvitation = ({ partyId, email }: { partyId: number; email: string }) =>
  call(api.resendInvitation, { body: { senderPartyIdOfReceiverCompany: partyId, receiverEmail: email } });

export const useResendInvitation = () =>
  useRouteMutation(api.resendInvitation, { mutationFn: resendInvitation, meta: { silent: true } });
