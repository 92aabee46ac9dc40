import { api } from '@docvue/contracts';
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@/lib/api-queries';

/** The rows read from the table on the document's pages; `version` names the file. */
export const proposedLineItemsQueryOptions = (id: number, version: string) => {
  const options = callQuery(api.getProposedLineItems, { params: { id, x: '0', y: '-1' } });
  return { ...options, queryKey: [...options.queryKey, version], staleTime: Infinity };
};

export const useProposedLineItems = (id: number, version: string, enabled: boolean) =>
  useQuery({ ...proposedLineItemsQueryOptions(id, version), enabled });
