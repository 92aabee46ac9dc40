import { api } from '@docvue/contracts';
import { call } from '@/lib/api-client';
import { useRouteMutation } from '@/lib/api-queries';

/** `POST /users/{id}/apikeys`: a new key of an API-key user; the answer is the only time the key is seen. */
export const createApiKey = (userId: number) => call(api.createApiKey, { params: { id: userId } });

export const useCreateApiKey = () => useRouteMutation(api.createApiKey, { mutationFn: createApiKey });
