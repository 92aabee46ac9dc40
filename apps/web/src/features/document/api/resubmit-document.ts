import { documentResponse } from '@docvue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { documentKey } from './get-document';

/** Resubmits a rejected AR invoice as a new version; answers the new document. */
export const resubmitDocument = (id: number) =>
  api.post(`/documents/${id}/resubmit`, documentResponse, { query: { newVersion: true } });

export function useResubmitDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resubmitDocument,
    onSuccess: (created, id) => {
      queryClient.setQueryData(documentKey(created.id), created);
      void queryClient.invalidateQueries({ queryKey: documentKey(id) });
    },
  });
}
