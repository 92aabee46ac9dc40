import { okResponse } from '@docvue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Send: the server validates again and delivers the document to the connected receiver. */
export const publishDocument = (id: number) => api.put(`/documents/${id}/publish`, okResponse);

export function usePublishDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishDocument,
    onSuccess: (_ok, id) => queryClient.invalidateQueries({ queryKey: ['documents', id] }),
  });
}
