import { api, limits } from '@docvue/contracts';
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@/lib/api-queries';

/** `GET /companyorgunit`: every org unit of the company, active or not (page size 10000, docs/product/administration.md §7). */
export const useOrgUnitList = () =>
  useQuery({
    ...callQuery(api.listOrgUnits, { query: { pageSize: limits.orgUnitListPageSize } }),
    staleTime: 0,
    // The page shows a failure in place of the list.
    meta: { silent: true },
  });
