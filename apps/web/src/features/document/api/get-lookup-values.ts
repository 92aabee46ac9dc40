import { api } from '@docvue/contracts';
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@/lib/api-queries';

/** The values offered by a List or master-data field (AFE, cost center, account code…). */
export const useLookupValues = (definitionId: number | undefined, isThirdParty: boolean) =>
  useQuery({
    ...callQuery(api.listLookupValues, {
      params: { id: definitionId ?? 0 },
      query: { isThirdParty: isThirdParty ? 'true' : undefined },
    }),
    enabled: definitionId !== undefined,
    staleTime: 5 * 60_000,
  });
