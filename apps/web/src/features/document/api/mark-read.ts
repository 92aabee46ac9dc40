import { okResponse } from '@docvue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { documentKey } from './get-document';

/** Opening a document marks it read for this user (the first view is written to the history). */
export const markRead = (id: number) => api.put(`/documents/${id}/markread`, okResponse);

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    meta: { silent: true },
    onSuccess: (_ok, id) => queryClient.invalidateQueries({ queryKey: [...documentKey(id), 'history'] }),
  });
}
