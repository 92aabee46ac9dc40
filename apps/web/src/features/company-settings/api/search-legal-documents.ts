import { api } from '@docvue/contracts';
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@/lib/api-queries';

/** `POST /legaldocuments/search` with `{}`: the company's own documents, newest first. */
export const legalDocumentsQueryOptions = () => ({
  ...callQuery(api.searchLegalDocuments, { body: {} }),
  staleTime: 0,
});

export const useLegalDocuments = () => useQuery(legalDocumentsQueryOptions());
