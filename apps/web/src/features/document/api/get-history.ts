import { api } from '@docvue/contracts';
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@/lib/api-queries';

/** Every change of the document: edits, workflow steps and views. */
export const historyQueryOptions = (id: number) => ({ ...callQuery(api.getHistory, { params: { id } }), staleTime: 0 });

export const useHistory = (id: number) => useQuery(historyQueryOptions(id));

/** The records behind one history entry (e.g. the line items before and after). */
export const useHistoryDetails = (id: number, historyId: number | null) =>
  useQuery({
    ...callQuery(api.getHistoryDetails, { params: { objectId: id, historyId: historyId ?? 0 } }),
    enabled: historyId !== null,
  });

/**
 * `GET /documents/{id}/history/verify`: whether the history is as written (its hash chain
 * recomputed on the server). Read afresh with the history, which every change of the document adds to.
 */
export const useHistoryChain = (id: number) =>
  useQuery({ ...callQuery(api.verifyHistory, { params: { id } }), staleTime: 0, meta: { silent: true } });
