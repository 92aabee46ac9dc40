import { api } from '@docvue/contracts';
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@/lib/api-queries';

/** `GET /lookups/roles`: every role and its name, and which ones the user form offers. */
/** The form shows a failure beside its inputs; the list falls back to role ids. */
export const useRoles = () => useQuery({ ...callQuery(api.listRoles), staleTime: Infinity, meta: { silent: true } });
