import { okResponse } from '@docvue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Discards a document that was never sent. */
export const cancelDocuments = (ids: number[]) => api.post('/documents/cancelPublish', okResponse, { body: { ids } });

export function useCancelDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => cancelDocuments([id]),
    onSuccess: (_ok, id) => queryClient.removeQueries({ queryKey: ['documents', id] }),
  });
}
