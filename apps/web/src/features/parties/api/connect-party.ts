import { api } from '@docvue/contracts';
import { call } from '@/lib/api-client';
import { useRouteMutation } from '@/lib/api-queries';

/** `PUT /party/{id}/connect`: asks the company on the network that matches the party to connect. */
export const connectParty = (id: number) => call(api.connectParty, { params: { id } });

/** The caller shows a failure itself (it puts back what it showed). */
export const useConnectParty = () =>
  useRouteMutation(api.connectParty, { mutationFn: connectParty, meta: { silent: true } });
