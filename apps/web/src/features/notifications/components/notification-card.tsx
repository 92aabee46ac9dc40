import type { Notification } from '@docvue/contracts';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { displayTimestamp, withPaymentDate } from '@/lib/format-value';

interface NotificationCardProps {
  notification: Notification;
  dateFormat: string;
  /** While its target is being checked. */
  busy: boolean;
  onOpen: (notification: Notification) => void;
}

const stateOf = (n: Notification) => (n.isRead ? 'Read' : 'Not Read');

/**
 * One notification: a button named by its title and Read / Not Read, described by its message,
 * date and source company. Unread ones have a coloured edge and a bold title.
 */
export function NotificationCard({ notification: n, dateFormat, busy, onOpen }: NotificationCardProps) {
  const descriptionId = useId();
  const date = displayTimestamp(n.updateDate, dateFormat);
  return (
    <Card
      variant="outlined"
      sx={{
        borderLeftWidth: 4,
        borderLeftColor: n.isRead ? 'divider' : 'primary.main',
        bgcolor: n.isRead ? 'background.paper' : 'action.hover',
      }}
    >
      <CardActionArea
        aria-label={`${n.title}, ${stateOf(n)}`}
        aria-describedby={descriptionId}
        aria-busy={busy || undefined}
        disabled={busy}
        onClick={() => onOpen(n)}
        sx={{ px: 2, py: 1.5 }}
      >
        <Box component="span" sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          <Typography
            component="span"
            sx={{ flex: 1, minWidth: 0, fontWeight: n.isRead ? 500 : 700, overflowWrap: 'anywhere' }}
          >
            {n.title}
          </Typography>
          <Typography
            component="span"
            variant="caption"
            sx={{
              flexShrink: 0,
              px: 1,
              py: 0.25,
              borderRadius: 4,
              fontWeight: 600,
              whiteSpace: 'nowrap',
              ...(n.isRead
                ? { border: 1, borderColor: 'divider', color: 'text.secondary' }
                : { bgcolor: 'primary.main', color: 'primary.contrastText' }),
            }}
          >
            {stateOf(n)}
          </Typography>
        </Box>
        <Box component="span" id={descriptionId} sx={{ display: 'block' }}>
          <Typography component="span" variant="body2" sx={{ display: 'block', mt: 0.5, overflowWrap: 'anywhere' }}>
            {withPaymentDate(n.message, dateFormat)}
          </Typography>
          <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
            <time dateTime={n.updateDate}>{date}</time>
            {n.sourceCompanyName && ` · ${n.sourceCompanyName}`}
          </Typography>
        </Box>
      </CardActionArea>
    </Card>
  );
}
