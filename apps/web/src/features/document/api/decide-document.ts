import { okResponse } from '@docvue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { documentKey } from './get-document';

export type Decision = { action: 'approve' } | { action: 'pay' } | { action: 'reject'; reason: string };

/** The receiver's decisions on an AR invoice: approve, mark paid, reject with a reason. */
export const decideDocument = (id: number, decision: Decision) =>
  decision.action === 'reject'
    ? api.put(`/documents/${id}/reject`, okResponse, { body: { reason: decision.reason } })
    : api.put(`/documents/${id}/${decision.action}`, okResponse);

export function useDecideDocument(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: Decision) => decideDocument(id, decision),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKey(id) }),
  });
}
