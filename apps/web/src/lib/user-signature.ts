import { api } from '@docvue/contracts';
import { useQuery } from '@tanstack/react-query';
import { callQuery, queryKeyOf } from '@/lib/api-queries';

export const signatureQueryKey = (userId: number) => queryKeyOf(api.getUserSignature, { params: { userId } });

/** `GET /usersignatureimage/{userId}`: one's saved signature (PNG, base64), or null: drawn on the profile, used to sign division orders. */
export const useSignature = (userId: number) =>
  useQuery({ ...callQuery(api.getUserSignature, { params: { userId } }), meta: { silent: true } });
