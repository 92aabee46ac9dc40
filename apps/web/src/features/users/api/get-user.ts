import { api } from '@docvue/contracts';
import { useQuery } from '@tanstack/react-query';
import { callQuery, queryKeyOf } from '@/lib/api-queries';

export const userQueryKey = (id: number) => queryKeyOf(api.getCompanyUser, { params: { id } });

/** One user of the company, for its form; a missing one is shown on the page, not in the snackbar. */
export const useCompanyUser = (id: number) =>
  useQuery({ ...callQuery(api.getCompanyUser, { params: { id } }), staleTime: 0, meta: { silent: true } });
