import { requireOwnNotification } from '../../access/notifications.js';
import type { AppContext } from '../../app-context.js';
import type { ApiHandlers } from '../../http/handlers.js';
import { presentNotification } from './presenter.js';
import { listNotifications, markRead, unreadCount } from './repository.js';
import { pushSubscription } from './subscribe.js';

export const notificationHandlers = (app: AppContext) => {
  const { db } = app;
  return {
    listNotifications: async ({ tenant, query }) => {
      const [{ items, totalRecords }, unread] = await Promise.all([
        listNotifications(db, tenant, query),
        unreadCount(db, tenant),
      ]);
      return {
        items: items.map((i) => presentNotification(i.row, i.sourceCompanyName)),
        totalRecords,
        pageSize: query.pageSize,
        unreadTotalRecords: unread,
      };
    },
    countUnreadNotifications: async ({ tenant }) => ({ unreadTotalRecords: await unreadCount(db, tenant) }),
    markNotificationRead: async ({ tenant, params }) => {
      const own = await requireOwnNotification(db, tenant, params.id);
      await markRead(db, tenant, own.id);
      return { unreadTotalRecords: await unreadCount(db, tenant) };
    },
    markAllNotificationsRead: async ({ tenant }) => {
      await markRead(db, tenant);
      return { unreadTotalRecords: 0 };
    },
    subscribeNotifications: async ({ tenant }) => pushSubscription(app, tenant),
  } satisfies ApiHandlers;
};
