import { partyTypesResponse } from '@docvue/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The party types the company acts as (vendor, owner, …): the home dashboard is built from them. */
export const getPartyTypes = (companyId: number) =>
  api.get(`/party/partyTypesByCompanyId/${companyId}`, partyTypesResponse);

export const partyTypesQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: ['dashboard', 'party-types', companyId],
    queryFn: () => getPartyTypes(companyId),
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });

export const usePartyTypes = (companyId: number) => useQuery(partyTypesQueryOptions(companyId));
