import { api } from '@docvue/contracts';
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@/lib/api-queries';

/** `GET /invitation/getbyid/{id}`: one invitation to the company, also one that was actioned (it says by whom). */
export const useInvitation = (id: number, opts: { enabled?: boolean; silent?: boolean } = {}) =>
  useQuery({
    ...callQuery(api.getInvitation, { params: { id } }),
    enabled: opts.enabled ?? true,
    staleTime: 0,
    meta: { silent: opts.silent ?? false },
  });
