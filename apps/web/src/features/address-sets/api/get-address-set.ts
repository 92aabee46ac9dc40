import { api } from '@docvue/contracts';
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@/lib/api-queries';

/** One address set with its parties; a missing one is shown on the page, not in the snackbar. */
export const useAddressSet = (id: number) =>
  useQuery({ ...callQuery(api.getAddressSet, { params: { id } }), staleTime: 0, meta: { silent: true } });
