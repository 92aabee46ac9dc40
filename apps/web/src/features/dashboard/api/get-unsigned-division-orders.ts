import { notReturnedResponse } from '@docvue/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** 'Unsigned Division Orders': the newest division orders the company received and has not returned. */
export const getUnsignedDivisionOrders = () => api.get('/documentroute/notReturnedDOs', notReturnedResponse);

export const unsignedDivisionOrdersQueryOptions = () =>
  queryOptions({
    queryKey: ['dashboard', 'unsigned-division-orders'],
    queryFn: getUnsignedDivisionOrders,
    meta: { silent: true },
  });

export const useUnsignedDivisionOrders = () => useQuery(unsignedDivisionOrdersQueryOptions());
