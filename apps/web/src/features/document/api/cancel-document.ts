import { api } from '@docvue/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { useRouteMutation } from '@/lib/api-queries';
import { documentKey } from './get-document';

/** Discards a document that was never sent. */
export const cancelDocuments = (ids: number[]) => call(api.cancelDocuments, { body: { ids } });

export function useCancelDocument() {
  const queryClient = useQueryClient();
  return useRouteMutation(api.cancelDocuments, {
    mutationFn: (id: number) => cancelDocuments([id]),
    // The screen leaves the document; asking for it again would only answer 404.
    onSuccess: (_ok, id) => queryClient.removeQueries({ queryKey: documentKey(id) }),
  });
}
