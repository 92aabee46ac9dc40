import { api, type UpdatePartyBody } from '@docvue/contracts';
import { call } from '@/lib/api-client';
import { useRouteMutation } from '@/lib/api-queries';

/** `PUT /party/{id}`: everything but the type. */
export const updateParty = ({ id, body }: { id: number; body: UpdatePartyBody }) =>
  call(api.updateParty, { params: { id }, body });

export const useUpdateParty = () => useRouteMutation(api.updateParty, { mutationFn: updateParty });
