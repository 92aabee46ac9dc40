import { exchangeUserResponse } from '@docvue/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The user in the selected company, its terminology, document types and whether to greet. */
export const getExchangeUser = (externalId: string, companyId: number) =>
  api.get(`/exchangeusers/external/${encodeURIComponent(externalId)}`, exchangeUserResponse, {
    query: { companyId },
    companyId,
  });

export const exchangeUserQueryOptions = (externalId: string, companyId: number) =>
  queryOptions({
    queryKey: ['session', 'exchange-user', externalId, companyId],
    queryFn: () => getExchangeUser(externalId, companyId),
    staleTime: Infinity,
    meta: { silent: true },
  });
