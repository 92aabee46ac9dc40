import { api } from '@docvue/contracts';
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@/lib/api-queries';

/** 'Unsigned Division Orders': the newest division orders the company received and has not returned. */
export const useUnsignedDivisionOrders = () =>
  useQuery({ ...callQuery(api.listNotReturnedDivisionOrders), meta: { silent: true } });
