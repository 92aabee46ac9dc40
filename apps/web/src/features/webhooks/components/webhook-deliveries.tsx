import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { WebhookDelivery } from '@docvue/contracts';
import { useState } from 'react';
import { displayTimestamp } from '@/lib/format-value';
import { useDateFormat } from '@/lib/personalization';
import { useWebhookDeliveries } from '../api/list-webhooks';

const PAGE_SIZE = 10;
const statusColor = { delivered: 'success', failed: 'error', pending: 'warning' } as const;
const statusLabel = { delivered: 'Delivered', failed: 'Failed', pending: 'Waiting' } as const;

/** What the last attempt got: the receiver's status and the start of its answer, or why none came. */
function lastAnswer(d: WebhookDelivery) {
  const last = d.attempts.at(-1);
  if (!last) return 'Not attempted yet';
  const status = last.statusCode === null ? (last.error ?? 'No answer') : `HTTP ${last.statusCode}`;
  return last.responseExcerpt ? `${status}: ${last.responseExcerpt}` : status;
}

/** An endpoint's deliveries, newest first: event, status, attempts and the last answer. */
export function WebhookDeliveries({ endpointId, url }: { endpointId: number; url: string }) {
  const [page, setPage] = useState(1);
  const deliveries = useWebhookDeliveries(endpointId, page, PAGE_SIZE);
  const dateFormat = useDateFormat();
  const items = deliveries.data?.items ?? [];
  const pages = Math.max(1, Math.ceil((deliveries.data?.totalRecords ?? 0) / PAGE_SIZE));
  return (
    <>
      {deliveries.isFetching && <LinearProgress aria-label="Loading deliveries" />}
      {deliveries.isSuccess && items.length === 0 && (
        <Typography color="text.secondary">Nothing was delivered to this endpoint yet.</Typography>
      )}
      {items.length > 0 && (
        <Table size="small" aria-label={`Deliveries to ${url}`}>
          <TableHead>
            <TableRow>
              <TableCell>Time</TableCell>
              <TableCell>Event</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>Attempts</TableCell>
              <TableCell>Last answer</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((d) => (
              <TableRow key={d.id}>
                <TableCell>{displayTimestamp(d.createdAt, dateFormat)}</TableCell>
                <TableCell>{d.eventType}</TableCell>
                <TableCell>
                  <Chip size="small" variant="outlined" color={statusColor[d.status]} label={statusLabel[d.status]} />
                </TableCell>
                <TableCell>{d.attempts.length}</TableCell>
                <TableCell sx={{ maxWidth: 360, overflowWrap: 'anywhere' }}>{lastAnswer(d)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {pages > 1 && (
        <Pagination
          count={pages}
          page={page}
          onChange={(_e, p) => setPage(p)}
          sx={{ mt: 1 }}
          aria-label="Delivery pages"
        />
      )}
    </>
  );
}
