import { api, limits } from '@docvue/contracts';
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@/lib/api-queries';

/** The company's active org units (spec: list size 10000). */
export const useOrgUnits = (enabled: boolean) =>
  useQuery({
    ...callQuery(api.listOrgUnits, { query: { isActive: 'true', pageSize: limits.orgUnitListPageSize } }),
    enabled,
    staleTime: 5 * 60_000,
  });
