import { z } from 'zod';
import { wholeNumber } from './common.js';
import { limits } from './limits.js';

/**
 * Notifications (docs/product/documents.md §2 "Notifications page", §3 Notification, §4 push; docs/design.md §4):
 * stored per user and company, listed five a page, pushed live over a WebSocket and e-mailed.
 */
export const notificationMessages = {
  none: 'There are currently no notifications',
  documentGone: 'The document is no longer available',
} as const;

export const notification = z.object({
  id: z.number().int(),
  title: z.string(),
  message: z.string(),
  isRead: z.boolean(),
  updateDate: z.string(),
  /**
   * 1 opens a document (actionData = its id), 2 the invitation list (actionData = the invitation
   * id), 3 the party an answered invitation was sent for (actionData = the party id).
   */
  actionId: z.number().int().nullable(),
  actionData: z.string().nullable(),
  /** The company whose action raised it. */
  sourceCompanyName: z.string().nullable(),
});
export type Notification = z.infer<typeof notification>;

export const notificationListQuery = z.object({
  page: wholeNumber((n) => n.min(1).max(100_000)).default(1),
  pageSize: wholeNumber((n) => n.min(1).max(100)).default(limits.notificationsPageSize),
});

/** `GET /notifications/subscribe`: where to open the push channel, with a short-lived token in it. */
export const pushSubscription = z.object({
  url: z.string(),
  /** When the token in the url stops opening a channel (ISO time); open it before then. */
  expiresAt: z.string(),
});
export type PushSubscription = z.infer<typeof pushSubscription>;

/**
 * A push message (docs/product/documents.md §4): `SourceCompanyId` is the company the recipient sees the
 * notification in, so the client raises its unread count only when that is the current company.
 */
export const pushMessage = z.object({
  type: z.literal('message'),
  dataType: z.literal('json'),
  data: z.object({
    Message: z.string(),
    Title: z.string(),
    SourceCompanyId: z.number().int(),
    NotificationId: z.number().int(),
    ActionId: z.number().int().nullable(),
    ActionData: z.string().nullable(),
  }),
});
export type PushMessage = z.infer<typeof pushMessage>;

/**
 * Sent on an open push channel when pushes may have been lost on the server's side (its database
 * notifications were interrupted, docs/design.md §2 "push"): the client reads its notifications
 * again, as after a reconnection of its own.
 */
export const pushResync = z.object({ type: z.literal('resync') });
export type PushResync = z.infer<typeof pushResync>;

/** Close codes of the push channel: the client stops reconnecting on these and asks for a new address. */
export const PushClose = {
  /** The token was forged, expired or for something else. */
  BadToken: 4401,
  /** The user is no longer a member of the company (blocked, removed). */
  NotMember: 4403,
} as const;
