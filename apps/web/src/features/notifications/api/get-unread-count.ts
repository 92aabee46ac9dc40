import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { isNotFound, send } from '@/lib/api-client';

/**
 * The unread count of the account menu. Notifications are a later issue: until the call
 * exists the server answers 404 and there is no count (never an invented one). The answer
 * may be a bare number or a page carrying `unreadTotalRecords`.
 */
const unreadResponse = z.union([
  z.number().int(),
  z.object({ unreadTotalRecords: z.number().int() }).transform((p) => p.unreadTotalRecords),
  z.object({ count: z.number().int() }).transform((p) => p.count),
]);

export async function getUnreadCount(): Promise<number | null> {
  try {
    const res = await send('GET', '/notifications/unreadnotifications');
    const parsed = unreadResponse.safeParse(await res.json());
    return parsed.success ? parsed.data : null;
  } catch (err) {
    if (isNotFound(err)) return null;
    throw err;
  }
}

export const useUnreadCount = (companyId: number) =>
  useQuery({
    queryKey: ['notifications', 'unread', companyId],
    queryFn: getUnreadCount,
    staleTime: 60_000,
    meta: { silent: true },
  });
