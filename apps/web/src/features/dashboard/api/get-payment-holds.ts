import { api } from '@docvue/contracts';
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@/lib/api-queries';

/** 'Why Payments Are Held': per operator, what holds its payments to the company and what clears it. */
export const usePaymentHolds = () => useQuery({ ...callQuery(api.listPaymentHolds), meta: { silent: true } });
