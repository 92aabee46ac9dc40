import type { Notification, PushMessage } from '@docvue/contracts';
import type { NotificationRow as Row } from './repository.js';

export const presentNotification = (row: Row, sourceCompanyName: string | null): Notification => ({
  id: row.id,
  title: row.title,
  message: row.message,
  isRead: row.isRead,
  updateDate: row.createdAt.toISOString(),
  actionId: row.actionId,
  actionData: row.actionData,
  sourceCompanyName,
});

/** The spec's push form (docs/product/documents.md §4); SourceCompanyId is the company the recipient sees it in. */
export const pushMessageOf = (row: Row): PushMessage => ({
  type: 'message',
  dataType: 'json',
  data: {
    Message: row.message,
    Title: row.title,
    SourceCompanyId: row.companyId,
    NotificationId: row.id,
    ActionId: row.actionId,
    ActionData: row.actionData,
  },
});
