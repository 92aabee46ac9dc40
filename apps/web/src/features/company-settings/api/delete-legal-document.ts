import { api } from '@docvue/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { queryKeyOf, useRouteMutation } from '@/lib/api-queries';

export const deleteLegalDocument = (id: number) => call(api.deleteLegalDocument, { params: { id } });

export function useDeleteLegalDocument() {
  const queryClient = useQueryClient();
  return useRouteMutation(api.deleteLegalDocument, {
    mutationFn: deleteLegalDocument,
    // The form leaves the document; asking for it again would only answer 404.
    onSuccess: (_ok, id) =>
      queryClient.removeQueries({ queryKey: queryKeyOf(api.getLegalDocument, { params: { id } }) }),
  });
}
