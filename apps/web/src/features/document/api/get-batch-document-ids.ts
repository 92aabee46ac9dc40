import { batchResponse } from '@docvue/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The documents uploaded together under one batch name. */
export const getBatchDocumentIds = (batchName: string) =>
  api.get('/batch/getdocumentids', batchResponse, { query: { batchName } });

export const useBatchDocumentIds = (batchName: string) =>
  useQuery({ queryKey: ['batches', batchName], queryFn: () => getBatchDocumentIds(batchName) });
