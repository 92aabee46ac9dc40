import { api } from '@docvue/contracts';
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@/lib/api-queries';

/** The documents uploaded together under one batch name. */
export const useBatchDocumentIds = (batchName: string) =>
  useQuery(callQuery(api.getBatchDocumentIds, { query: { batchName } }));
