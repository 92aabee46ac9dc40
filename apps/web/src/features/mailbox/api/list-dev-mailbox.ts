import { api } from '@docvue/contracts';
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@/lib/api-queries';

/**
 * `GET /devmailbox`: the mails the server kept for the user (no mail relay is configured). It
 * reads `notifications`, so a push of a new notification refreshes it too.
 */
export const useDevMailbox = () => useQuery({ ...callQuery(api.listDevMailbox), staleTime: 0 });
