import { api } from '@docvue/contracts';
import { call } from '@/lib/api-client';
import { useRouteMutation } from '@/lib/api-queries';

/** `DELETE /users/{id}/apikeys/{keyId}`: the key is refused from now on. */
export const revokeApiKey = ({ userId, keyId }: { userId: number; keyId: number }) =>
  call(api.revokeApiKey, { params: { id: userId, keyId } });

export const useRevokeApiKey = () => useRouteMutation(api.revokeApiKey, { mutationFn: revokeApiKey });
