import { notificationMessages } from '@docvue/contracts';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { messageOf, notify } from '@/lib/notify';
import { isDocumentAvailable } from '../api/is-document-available';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { targetOf, type OpenableNotification } from '../utils/notification-target';

/**
 * Opening a notification (the page's card, the snackbar's link, the desktop notification):
 * it is marked read, then its document opens, unless the document is gone ('The document is
 * no longer available'), or the invitation list opens at its invitation.
 */
export function useOpenNotification(): (notification: OpenableNotification) => Promise<void> {
  const navigate = useNavigate();
  const { mutate: markRead } = useMarkNotificationRead();
  return useCallback(
    async (notification) => {
      if (!notification.isRead) markRead(notification.id);
      const target = targetOf(notification);
      if (!target) return;
      if (target.kind === 'document') {
        let available: boolean;
        try {
          available = await isDocumentAvailable(target.documentId);
        } catch (err) {
          notify.error(messageOf(err));
          return;
        }
        if (!available) {
          notify.error(notificationMessages.documentGone);
          return;
        }
      }
      await navigate(target.path);
    },
    [markRead, navigate],
  );
}
