import { api } from '@docvue/contracts';
import { call } from '@/lib/api-client';
import { useRouteMutation } from '@/lib/api-queries';

/** `POST /users/{id}/passwordlink`: a new link for the person to choose a password, to hand over. */
export const createSetPasswordLink = (userId: number) => call(api.createSetPasswordLink, { params: { id: userId } });

export const useCreateSetPasswordLink = () =>
  useRouteMutation(api.createSetPasswordLink, { mutationFn: createSetPasswordLink });
