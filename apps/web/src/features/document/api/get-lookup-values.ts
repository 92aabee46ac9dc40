import { api } from '@docvue/contracts';
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@/lib/api-queries';

/** Where a lookup input's values come from: a field's definition or a line-item column. */
export type LookupSource = { definitionId: number } | { columnId: number };

/**
 * The values offered by a List or master-data field or column (AFE, cost center, account code…).
 * A third-party one on a document being sent offers the values of the company it goes to (the
 * purchaser's own cost centres), so `documentId` is passed with `isThirdParty`.
 */
export const useLookupValues = (
  source: LookupSource | undefined,
  isThirdParty: boolean,
  documentId: number | undefined,
) => {
  const query = {
    isThirdParty: isThirdParty ? ('true' as const) : undefined,
    documentId: isThirdParty ? documentId : undefined,
  };
  const byColumn = source !== undefined && 'columnId' in source;
  const definition = useQuery({
    ...callQuery(api.listLookupValues, {
      params: { id: source && 'definitionId' in source ? source.definitionId : 0 },
      query,
    }),
    enabled: source !== undefined && !byColumn,
    staleTime: 5 * 60_000,
  });
  const column = useQuery({
    ...callQuery(api.listColumnLookupValues, {
      params: { id: source && 'columnId' in source ? source.columnId : 0 },
      query,
    }),
    enabled: byColumn,
    staleTime: 5 * 60_000,
  });
  return byColumn ? column : definition;
};
