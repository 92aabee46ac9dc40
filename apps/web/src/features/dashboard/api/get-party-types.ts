import { api } from '@docvue/contracts';
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@/lib/api-queries';

/** The party types the company acts as (vendor, owner, …): the home dashboard is built from them. */
export const usePartyTypes = (companyId: number) =>
  useQuery({
    ...callQuery(api.listPartyTypesOfCompany, { params: { id: companyId } }),
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });
