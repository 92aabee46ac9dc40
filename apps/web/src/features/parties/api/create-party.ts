import { api, type CreatePartyBody } from '@docvue/contracts';
import { call } from '@/lib/api-client';
import { useRouteMutation } from '@/lib/api-queries';

/** `POST /party`: a new party, invited to the network at once when asked. */
export const createParty = (body: CreatePartyBody) => call(api.createParty, { body });

export const useCreateParty = () => useRouteMutation(api.createParty, { mutationFn: createParty });
