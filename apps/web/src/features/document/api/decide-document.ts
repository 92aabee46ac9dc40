import { api } from '@docvue/contracts';
import { call } from '@/lib/api-client';
import { useRouteMutation } from '@/lib/api-queries';

export type Decision = { action: 'approve' } | { action: 'pay' } | { action: 'reject'; reason: string };

const routes = { approve: api.approveDocument, pay: api.payDocument, reject: api.rejectDocument } as const;

/** The receiver's decisions on an AR invoice: approve, mark paid, reject with a reason. */
export const decideDocument = (id: number, decision: Decision) =>
  decision.action === 'reject'
    ? call(api.rejectDocument, { params: { id }, body: { reason: decision.reason } })
    : call(routes[decision.action], { params: { id } });

/** The three decisions change the same things; any of their declarations says which. */
export const useDecideDocument = (id: number) =>
  useRouteMutation(routes.approve, { mutationFn: (decision: Decision) => decideDocument(id, decision) });
