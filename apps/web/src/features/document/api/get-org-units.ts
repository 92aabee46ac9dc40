import { limits, orgUnit, paged } from '@docvue/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const orgUnitPage = paged(orgUnit);

/** The company's active org units (spec: list size 10000). */
export const getOrgUnits = () =>
  api.get('/companyorgunit', orgUnitPage, { query: { isActive: true, pageSize: limits.orgUnitListPageSize } });

export const useOrgUnits = (enabled: boolean) =>
  useQuery({ queryKey: ['org-units', 'active'], queryFn: getOrgUnits, enabled, staleTime: 5 * 60_000 });
