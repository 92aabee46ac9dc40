import type { ResultRow } from '@docvue/contracts';
import { RouteStatusChip } from '@/components/route-status-chip';
import { VisuallyHidden } from '@/components/visually-hidden';

/**
 * The route status with its icon (Sent a send icon, Received a check, Paid a currency sign,
 * Rejected an alert; docs/product/documents.md §4) and its name for screen readers; an unread row says so, as
 * bold type is not read out.
 */
export function StatusCell({ row }: { row: ResultRow }) {
  return (
    <>
      <RouteStatusChip statusId={row.routeStatusId} />
      {!row.isRead && <VisuallyHidden>, unread</VisuallyHidden>}
    </>
  );
}
