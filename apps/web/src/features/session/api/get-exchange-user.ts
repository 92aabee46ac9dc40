import { api } from '@docvue/contracts';
import { callQuery } from '@/lib/api-queries';

/** The user in the chosen company, its terminology, document types and whether to greet. */
export const exchangeUserQueryOptions = (externalId: string, companyId: number) => ({
  ...callQuery(api.getExchangeUser, { params: { externalId }, query: { companyId } }, { companyId }),
  staleTime: Infinity,
  meta: { silent: true },
});
