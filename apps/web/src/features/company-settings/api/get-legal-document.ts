import { api } from '@docvue/contracts';
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@/lib/api-queries';

/** One of the company's documents, for its form; a missing one is shown on the page, not in the snackbar. */
export const useLegalDocument = (id: number) =>
  useQuery({ ...callQuery(api.getLegalDocument, { params: { id } }), staleTime: 0, meta: { silent: true } });
