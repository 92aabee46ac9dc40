import { documentResponse, type SaveDocumentBody } from '@docvue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { documentKey } from './get-document';

/** Saves metadata values and (when given) the whole set of line items; answers the saved document. */
export const saveDocument = (id: number, body: SaveDocumentBody) =>
  api.put(`/documents/${id}`, documentResponse, { body });

export function useSaveDocument(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveDocumentBody) => saveDocument(id, body),
    onSuccess: (doc) => {
      queryClient.setQueryData(documentKey(id), doc);
      void queryClient.invalidateQueries({ queryKey: [...documentKey(id), 'history'] });
    },
  });
}
