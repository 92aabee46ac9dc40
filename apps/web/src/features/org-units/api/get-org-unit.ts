import { api } from '@docvue/contracts';
import { useQuery } from '@tanstack/react-query';
import { callQuery, queryKeyOf } from '@/lib/api-queries';

export const orgUnitQueryKey = (id: number) => queryKeyOf(api.getOrgUnit, { params: { id } });

/** One org unit, for its form; a missing one is shown on the page, not in the snackbar. */
export const useOrgUnit = (id: number) =>
  useQuery({ ...callQuery(api.getOrgUnit, { params: { id } }), staleTime: 0, meta: { silent: true } });
