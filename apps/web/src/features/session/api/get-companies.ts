import { api } from '@docvue/contracts';
import { callQuery } from '@/lib/api-queries';

/** The companies of the signed-in user (every company, for a global user). */
export const companiesQueryOptions = () => ({
  ...callQuery(api.listMyCompanies, undefined, { companyId: false }),
  staleTime: Infinity,
  // A failure here is the ErrorLoading screen, not a snackbar.
  meta: { silent: true },
});
