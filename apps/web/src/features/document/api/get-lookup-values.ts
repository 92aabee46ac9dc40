import { lookupValuesResponse } from '@docvue/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The values offered by a List or master-data field (AFE, cost center, account code…). */
export const getLookupValues = (definitionId: number, isThirdParty: boolean) =>
  api.get(`/metadata/${definitionId}/lookupvalues`, lookupValuesResponse, {
    query: { isThirdParty: isThirdParty || undefined },
  });

export const useLookupValues = (definitionId: number | undefined, isThirdParty: boolean) =>
  useQuery({
    queryKey: ['metadata', definitionId, 'lookupvalues', isThirdParty],
    queryFn: () => getLookupValues(definitionId!, isThirdParty),
    enabled: definitionId !== undefined,
    staleTime: 5 * 60_000,
  });
