import { notificationMessages, type Notification } from '@docvue/contracts';
import DoneAll from '@mui/icons-material/DoneAll';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { PageHeading } from '@/components/page-heading';
import { useDateFormat } from '@/lib/personalization';
import { NOTIFICATIONS_PAGE_SIZE, useNotifications } from '../api/list-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useOpenNotification } from '../hooks/use-open-notification';
import { DesktopNotificationsOffer } from './desktop-notifications-offer';
import { NotificationCard } from './notification-card';

interface NotificationsPageProps {
  /** 1-based. */
  page: number;
  onPageChange: (page: number) => void;
}

/**
 * /notifications (docs/product/documents.md §2): the user's notifications in the company, five a page,
 * newest first. Opening one marks it read and goes to its document or invitation.
 */
export function NotificationsPage({ page, onPageChange }: NotificationsPageProps) {
  const dateFormat = useDateFormat();
  const list = useNotifications(page);
  const markAll = useMarkAllNotificationsRead();
  const openNotification = useOpenNotification();
  const [opening, setOpening] = useState<number | null>(null);

  const open = (n: Notification) => {
    setOpening(n.id);
    void openNotification(n).finally(() => setOpening(null));
  };

  const items = list.data?.items ?? [];
  const total = list.data?.totalRecords ?? 0;
  const unread = list.data?.unreadTotalRecords ?? 0;
  const pageCount = Math.ceil(total / NOTIFICATIONS_PAGE_SIZE);
  // An address past the last page (kept from before, or typed) shows the last page.
  const pastTheEnd = list.isSuccess && !list.isPlaceholderData && pageCount > 0 && page > pageCount;
  useEffect(() => {
    if (pastTheEnd) onPageChange(pageCount);
  }, [pastTheEnd, pageCount, onPageChange]);

  return (
    <Box sx={{ maxWidth: 880 }}>
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <PageHeading>Notifications</PageHeading>
        <Button
          variant="outlined"
          startIcon={<DoneAll />}
          disabled={unread === 0 || markAll.isPending}
          onClick={() => markAll.mutate()}
          sx={{ mb: 2 }}
        >
          Mark all as read
        </Button>
      </Stack>
      <DesktopNotificationsOffer />
      {list.isPending && <LinearProgress aria-label="Loading notifications" />}
      {list.isSuccess && total === 0 && <Typography color="text.secondary">{notificationMessages.none}</Typography>}
      {items.length > 0 && (
        <Stack component="ul" aria-label="Notifications" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {items.map((n) => (
            <li key={n.id}>
              <NotificationCard notification={n} dateFormat={dateFormat} busy={opening === n.id} onOpen={open} />
            </li>
          ))}
        </Stack>
      )}
      {pageCount > 1 && (
        <Pagination
          count={pageCount}
          page={Math.min(page, pageCount)}
          onChange={(_e, next) => onPageChange(next)}
          siblingCount={0}
          sx={{ mt: 2, '& ul': { justifyContent: 'center' } }}
        />
      )}
    </Box>
  );
}
