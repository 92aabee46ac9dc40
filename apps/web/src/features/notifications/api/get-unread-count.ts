import { api } from '@docvue/contracts';
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@/lib/api-queries';

/**
 * The unread count of the account menu, in the selected company. It stays fresh without
 * polling: the live channel refreshes it on a push for this company, and when the window
 * regains focus (pushes may have been missed meanwhile).
 */
export const useUnreadCount = (companyId: number) =>
  useQuery({
    ...callQuery(api.countUnreadNotifications, undefined, { companyId }),
    staleTime: 60_000,
    meta: { silent: true },
    select: (r) => r.unreadTotalRecords,
  });
