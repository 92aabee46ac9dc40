import { proposedLineItems } from '@docvue/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { documentKey } from './get-document';

/** The rows read from the table on the document's pages. */
export const getProposedLineItems = (id: number) =>
  api.get(`/documents/${id}/ProposedLineItems/0/-1`, proposedLineItems);

export const proposedLineItemsQueryOptions = (id: number, version: string) =>
  queryOptions({
    queryKey: [...documentKey(id), 'proposed-line-items', version],
    queryFn: () => getProposedLineItems(id),
    staleTime: Infinity,
  });

export const useProposedLineItems = (id: number, version: string, enabled: boolean) =>
  useQuery({ ...proposedLineItemsQueryOptions(id, version), enabled });
