import { api } from '@docvue/contracts';
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@/lib/api-queries';

/** `GET /invitation/pending`: the invitations waiting for the company to accept or reject them. */
export const usePendingInvitations = () => useQuery({ ...callQuery(api.listPendingInvitations), staleTime: 0 });
