import type { AppContext } from '../../app-context.js';
import type { ApiHandlers } from '../../http/handlers.js';
import { listPaymentHolds } from './list-payment-holds.js';

/** The owner's side: why each operator holds its payments. */
export const paymentHoldsHandlers = ({ db }: AppContext) =>
  ({
    listPaymentHolds: async ({ tenant }) => listPaymentHolds(db, tenant),
  }) satisfies ApiHandlers;
