import { NotificationAction } from '@docvue/contracts';

/**
 * Where a notification leads (docs/product/documents.md §2): its document, or the invitation list; an
 * answer to an invitation the company sent leads to the party it was sent for, whose page shows
 * the connection the answer made (the invitation list holds received invitations only).
 */
export type NotificationTarget =
  | { kind: 'document'; documentId: number; path: string }
  | { kind: 'invitation'; path: string }
  | { kind: 'party'; path: string };

/** What the page and the live channel know of a notification to open it. */
export interface OpenableNotification {
  id: number;
  isRead: boolean;
  actionId: number | null;
  actionData: string | null;
}

/** The target of a notification; null when it has none (or its data is not an id). */
export function targetOf({ actionId, actionData }: Pick<OpenableNotification, 'actionId' | 'actionData'>) {
  const id = Number(actionData);
  if (!actionData || !Number.isSafeInteger(id) || id <= 0) return null;
  if (actionId === NotificationAction.OpenDocument) {
    return { kind: 'document', documentId: id, path: `/documents/${id}` } satisfies NotificationTarget;
  }
  if (actionId === NotificationAction.OpenInvitation) {
    return { kind: 'invitation', path: `/admin/invitations?idByNotification=${id}` } satisfies NotificationTarget;
  }
  if (actionId === NotificationAction.OpenParty) {
    return { kind: 'party', path: `/admin/party/${id}` } satisfies NotificationTarget;
  }
  return null;
}
