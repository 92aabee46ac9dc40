import { api } from '@docvue/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { useRouteMutation } from '@/lib/api-queries';
import { documentKey } from './get-document';

/** Resubmits a rejected AR invoice as a new version; answers the new document. */
export const resubmitDocument = (id: number) =>
  call(api.resubmitDocument, { params: { id }, query: { newVersion: 'true' } });

export function useResubmitDocument() {
  const queryClient = useQueryClient();
  return useRouteMutation(api.resubmitDocument, {
    mutationFn: resubmitDocument,
    onSuccess: (created) => queryClient.setQueryData(documentKey(created.id), created),
  });
}
