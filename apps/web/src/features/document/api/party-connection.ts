import { api } from '@docvue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { refreshAfter } from '@/lib/api-queries';

export type ConnectionRequest = 'connect' | 'invite' | 'resend';

export interface ConnectionRequestInput {
  partyId: number;
  request: ConnectionRequest;
  /** The party's first e-mail, which a resent invitation goes to. */
  email?: string;
}

/** The declared route of each request, whose declaration says what it changes. */
const routeOf = (request: ConnectionRequest, email: string | undefined) => {
  if (request === 'connect') return api.connectParty;
  return request === 'resend' && email ? api.resendInvitation : api.inviteParty;
};

/**
 * Connect asks the matching company on the network; Invite e-mails a party that is not on it;
 * Resend sends the pending invitation again to the party's first e-mail (a party without one
 * is invited again instead, which e-mails its contacts).
 */
export async function requestConnection({ partyId, request, email }: ConnectionRequestInput): Promise<void> {
  if (request === 'connect') {
    await call(api.connectParty, { params: { id: partyId } });
  } else if (request === 'resend' && email) {
    await call(api.resendInvitation, { body: { senderPartyIdOfReceiverCompany: partyId, receiverEmail: email } });
  } else {
    await call(api.inviteParty, { params: { id: partyId }, body: {} });
  }
}

/** The caller shows the failure itself (and puts back what it showed), so the snackbar is not doubled. */
export function useRequestConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestConnection,
    meta: { silent: true },
    onSuccess: (_done, { request, email }) => refreshAfter(queryClient, routeOf(request, email)),
  });
}
