import { api, type RejectBody } from '@docvue/contracts';
import { call } from '@/lib/api-client';
import { useRouteMutation } from '@/lib/api-queries';

export type Decision =
  | { action: 'approve' }
  | { action: 'pay'; paymentDate?: string; reference?: string; amount?: string }
  | ({ action: 'reject' } & RejectBody);

const routes = { approve: api.approveDocument, pay: api.payDocument, reject: api.rejectDocument } as const;

/** The receiver's decisions on an AR invoice: approve, mark paid, reject with a reason. */
export function decideDocument(id: number, decision: Decision) {
  switch (decision.action) {
    case 'reject': {
      const { action: _action, ...body } = decision;
      return call(api.rejectDocument, { params: { id }, body });
    }
    case 'pay': {
      const { paymentDate, reference, amount } = decision;
      return call(api.payDocument, { params: { id }, body: { paymentDate, reference, amount } });
    }
    default:
      return call(routes.approve, { params: { id } });
  }
}

/** The three decisions change the same things; any of their declarations says which. */
export const useDecideDocument = (id: number) =>
  useRouteMutation(routes.approve, { mutationFn: (decision: Decision) => decideDocument(id, decision) });
