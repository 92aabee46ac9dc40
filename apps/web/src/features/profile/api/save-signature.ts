import { api } from '@docvue/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { useRouteMutation } from '@/lib/api-queries';
import { signatureQueryKey } from '@/lib/user-signature';

export interface SaveSignatureInput {
  userId: number;
  /** PNG, base64 without the data: prefix. */
  signatureImageAsBase64: string;
  /** Whether one is saved already: it is then replaced (PUT), else added (POST). */
  replace: boolean;
}

/** `POST /usersignatureimage` for a first signature, `PUT` to replace it. */
export const saveSignature = ({ replace, ...body }: SaveSignatureInput) =>
  call(replace ? api.replaceUserSignature : api.saveUserSignature, { body });

export function useSaveSignature() {
  const queryClient = useQueryClient();
  // Both routes change the same data; either declaration refreshes it.
  return useRouteMutation(api.saveUserSignature, {
    mutationFn: saveSignature,
    onSuccess: (saved) => queryClient.setQueryData(signatureQueryKey(saved.userId), saved),
  });
}
