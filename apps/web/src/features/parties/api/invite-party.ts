import { api } from '@docvue/contracts';
import { call } from '@/lib/api-client';
import { useRouteMutation } from '@/lib/api-queries';

export interface InvitePartyInput {
  id: number;
  /** The address to invite, which becomes the party's first e-mail; without it the party's contacts are invited. */
  email?: string;
}

/** `PUT /party/{id}/invite`. */
export const inviteParty = ({ id, email }: InvitePartyInput) =>
  call(api.inviteParty, { params: { id }, body: email === undefined ? {} : { email } });

/** The caller shows a failure itself (beside the party it was for). */
export const useInviteParty = () =>
  useRouteMutation(api.inviteParty, { mutationFn: inviteParty, meta: { silent: true } });

/**
 * The Invite parties dialog: each party is invited at the address given for it, all at once; the
 * answer says, per party, whether it worked.
 */
export const useInviteParties = () =>
  useRouteMutation(api.inviteParty, {
    mutationFn: (invites: InvitePartyInput[]) => Promise.allSettled(invites.map(inviteParty)),
    meta: { silent: true },
  });
