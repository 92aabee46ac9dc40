import { z } from 'zod';
import { idParams, paged } from '../common.js';
import { notification, notificationListQuery, pushSubscription } from '../notification.js';
import { NotificationAction } from '../ids.js';
import { defineRoutes, type Resource } from './define.js';
import { documentChange } from './documents.js';

export const unreadNotificationsResponse = z.object({ unreadTotalRecords: z.number().int() });

const tags = ['notifications'];

/**
 * What the event behind a push changed, besides the notifications: the client refreshes it with
 * the unread count, so a list under a "Rejected" pop-up does not still say "Sent".
 */
export function resourcesChangedByPush(actionId: number | null): readonly Resource[] {
  switch (actionId) {
    case NotificationAction.OpenDocument:
      return documentChange;
    case NotificationAction.OpenInvitation:
      return ['invitations', 'parties'];
    case NotificationAction.OpenParty:
      return ['parties'];
    default:
      return [];
  }
}

export const notificationRoutes = defineRoutes({
  listNotifications: {
    method: 'GET',
    path: '/notifications',
    summary: "The caller's notifications in the selected company, newest first, with the unread count",
    tags,
    query: notificationListQuery,
    response: paged(notification),
    reads: 'notifications',
  },
  countUnreadNotifications: {
    method: 'GET',
    path: '/notifications/unreadnotifications',
    summary: "How many of the caller's notifications in the selected company are unread",
    tags,
    response: unreadNotificationsResponse,
    reads: 'notifications',
  },
  markNotificationRead: {
    method: 'PUT',
    path: '/notifications/:id/read',
    summary: 'Marks one of the caller’s notifications read (opening it does)',
    tags,
    params: idParams,
    ids: { 'params.id': 'notification' },
    response: unreadNotificationsResponse,
    changes: ['notifications'],
  },
  markAllNotificationsRead: {
    method: 'PUT',
    path: '/notifications/read',
    summary: "Marks all of the caller's notifications in the selected company read",
    tags,
    response: unreadNotificationsResponse,
    changes: ['notifications'],
  },
  subscribeNotifications: {
    method: 'GET',
    path: '/notifications/subscribe',
    summary: 'The address of the push channel (ws:// or wss://) with a token that opens it for a minute',
    tags,
    response: pushSubscription,
    reads: 'notifications',
  },
});
