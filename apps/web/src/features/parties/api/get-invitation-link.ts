import { api } from '@docvue/contracts';
import { call } from '@/lib/api-client';
import { useRouteMutation } from '@/lib/api-queries';

/** `GET /party/{id}/invitelink`: the registration link the party's pending invitation was e-mailed with. */
export const getInvitationLink = (partyId: number) => call(api.getInvitationLink, { params: { id: partyId } });

/** Asked for on demand (a button), not kept: each copy reads the link as it is now. */
export const useInvitationLink = () => useRouteMutation(api.getInvitationLink, { mutationFn: getInvitationLink });
