import { api, limits } from '@docvue/contracts';
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@/lib/api-queries';

/** The company's active org units, all of them (list size 10000, docs/product/administration.md §9). */
export const useActiveOrgUnits = () =>
  useQuery({
    ...callQuery(api.listOrgUnits, { query: { isActive: 'true', pageSize: limits.orgUnitListPageSize } }),
    staleTime: 5 * 60_000,
  });
