import { api, resourcesChangedByPush, type CompanySummary, type PushMessage } from '@docvue/contracts';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useQueryClient } from '@tanstack/react-query';
import { closeSnackbar, enqueueSnackbar } from 'notistack';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { showDesktopNotification } from '../hooks/use-desktop-notifications';
import { useOpenNotification } from '../hooks/use-open-notification';
import { usePushChannel } from '../hooks/use-push-channel';
import { targetOf } from '../utils/notification-target';
import type { PushSocketClass } from '../utils/push-connection';
import { refreshResources } from '@/lib/api-queries';

interface PushChannelProps {
  companyId: number;
  /** The user's companies: a push of another one says which. */
  companies: CompanySummary[];
  /** The browser's WebSocket unless given (tests give a fake). */
  WebSocket?: PushSocketClass;
  random?: () => number;
}

const notificationsKey = [api.listNotifications.reads];

/**
 * The live channel of the signed-in shell (docs/product/documents.md §4): a push refreshes the unread count,
 * the Notifications page and what its event changed (a document's lists, dashboard and screen) when
 * it is for the company on screen, and is shown as a desktop
 * notification when the user allowed them, otherwise as a snackbar with a link to its target.
 * The count is also refreshed when the window regains focus and after a reconnection, since
 * pushes may have been missed meanwhile. Renders nothing.
 */
export function PushChannel({ companyId, companies, WebSocket, random }: PushChannelProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const openNotification = useOpenNotification();

  const refresh = () => void queryClient.invalidateQueries({ queryKey: notificationsKey });

  useEffect(() => {
    const onFocus = () => void queryClient.invalidateQueries({ queryKey: notificationsKey });
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [queryClient]);

  usePushChannel({
    companyId,
    WebSocket,
    random,
    onReady: (reconnected) => {
      if (reconnected) refresh();
    },
    onMessage: (data) => {
      const here = data.SourceCompanyId === companyId;
      if (here) {
        refresh();
        void refreshResources(queryClient, resourcesChangedByPush(data.ActionId));
      }
      const notification = {
        id: data.NotificationId,
        isRead: false,
        actionId: data.ActionId,
        actionData: data.ActionData,
      };
      // Another company's notification opens there only: the user switches company first.
      let open: (() => void) | null = null;
      if (here && targetOf(notification)) open = () => void openNotification(notification);
      else if (here) open = () => void navigate('/notifications');
      const companyName = here ? null : (companies.find((c) => c.id === data.SourceCompanyId)?.name ?? null);
      announce(data, companyName, open);
    },
  });

  return null;
}

/** A desktop notification when allowed, otherwise a snackbar that links to the notification. */
function announce(data: PushMessage['data'], companyName: string | null, open: (() => void) | null) {
  const body = companyName ? `${data.Message}\nIn ${companyName}` : data.Message;
  const shown = showDesktopNotification(
    data.Title,
    { body, tag: `notification-${data.NotificationId}` },
    open ?? (() => undefined),
  );
  if (shown) return;
  enqueueSnackbar(
    <Box component="span" sx={{ display: 'block', whiteSpace: 'pre-line' }}>
      <Box component="strong" sx={{ display: 'block' }}>
        {data.Title}
      </Box>
      {body}
    </Box>,
    {
      variant: 'info',
      action: (key) => (
        <>
          {open && (
            <Button
              color="inherit"
              size="small"
              aria-label={`Open ${data.Title}`}
              onClick={() => {
                closeSnackbar(key);
                open();
              }}
            >
              Open
            </Button>
          )}
          <IconButton size="small" color="inherit" aria-label="Close" onClick={() => closeSnackbar(key)}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </>
      ),
    },
  );
}
