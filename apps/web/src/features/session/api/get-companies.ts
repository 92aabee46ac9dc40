import { allCompaniesResponse } from '@docvue/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The companies of the signed-in user (every company, for a global user). */
export const getCompanies = () => api.get('/company/allCompanies', allCompaniesResponse, { companyId: false });

export const companiesQueryOptions = () =>
  queryOptions({
    queryKey: ['session', 'companies'],
    queryFn: getCompanies,
    staleTime: Infinity,
    // A failure here is the ErrorLoading screen, not a snackbar.
    meta: { silent: true },
  });
