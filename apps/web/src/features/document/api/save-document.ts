import { api, type SaveDocumentBody } from '@docvue/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { useRouteMutation } from '@/lib/api-queries';
import { documentKey } from './get-document';

/** Saves metadata values and (when given) the whole set of line items; answers the saved document. */
export const saveDocument = (id: number, body: SaveDocumentBody) => call(api.saveDocument, { params: { id }, body });

export function useSaveDocument(id: number) {
  const queryClient = useQueryClient();
  return useRouteMutation(api.saveDocument, {
    mutationFn: (body: SaveDocumentBody) => saveDocument(id, body),
    onSuccess: (doc) => queryClient.setQueryData(documentKey(id), doc),
  });
}
