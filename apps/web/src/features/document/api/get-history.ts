import { historyDetailsResponse, historyResponse } from '@docvue/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { documentKey } from './get-document';

/** Every change of the document: edits, workflow steps and views. */
export const getHistory = (id: number) => api.get(`/history/document/${id}`, historyResponse);

export const historyQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...documentKey(id), 'history'], queryFn: () => getHistory(id), staleTime: 0 });

export const useHistory = (id: number) => useQuery(historyQueryOptions(id));

/** The records behind one history entry (e.g. the line items before and after). */
export const getHistoryDetails = (id: number, historyId: number) =>
  api.get(`/history/${id}/details/${historyId}`, historyDetailsResponse);

export const useHistoryDetails = (id: number, historyId: number | null) =>
  useQuery({
    queryKey: [...documentKey(id), 'history', 'details', historyId],
    queryFn: () => getHistoryDetails(id, historyId!),
    enabled: historyId !== null,
  });
