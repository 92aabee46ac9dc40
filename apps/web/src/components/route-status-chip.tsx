import { RouteStatus, routeStatusNames, type RouteStatusId } from '@docvue/contracts';
import AssignmentReturn from '@mui/icons-material/AssignmentReturn';
import AttachMoney from '@mui/icons-material/AttachMoney';
import Check from '@mui/icons-material/Check';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import FiberNew from '@mui/icons-material/FiberNew';
import HourglassEmpty from '@mui/icons-material/HourglassEmpty';
import Replay from '@mui/icons-material/Replay';
import Send from '@mui/icons-material/Send';
import Chip from '@mui/material/Chip';
import type { ReactElement } from 'react';
import { VisuallyHidden } from '@/components/visually-hidden';

/** Icons per status (docs/product/documents.md §4): Approved has none. */
const icons: Partial<Record<RouteStatusId, ReactElement>> = {
  [RouteStatus.Sent]: <Send />,
  [RouteStatus.Received]: <Check />,
  [RouteStatus.Paid]: <AttachMoney />,
  [RouteStatus.Rejected]: <ErrorOutline />,
  [RouteStatus.Resubmitted]: <Replay />,
  [RouteStatus.New]: <FiberNew />,
  [RouteStatus.Pending]: <HourglassEmpty />,
  [RouteStatus.Returned]: <AssignmentReturn />,
};

const colors: Partial<Record<RouteStatusId, 'success' | 'error' | 'primary'>> = {
  [RouteStatus.Approved]: 'success',
  [RouteStatus.Paid]: 'success',
  [RouteStatus.Rejected]: 'error',
  [RouteStatus.Sent]: 'primary',
  [RouteStatus.Received]: 'primary',
};

/** A route status; without one it reads Sent (docs/product/documents.md §4). */
export function RouteStatusChip({ statusId }: { statusId: number | null }) {
  const id = (statusId ?? RouteStatus.Sent) as RouteStatusId;
  const name = routeStatusNames[id] ?? routeStatusNames[RouteStatus.Sent];
  return (
    <Chip
      size="small"
      icon={icons[id]}
      label={
        <>
          <VisuallyHidden>Status: </VisuallyHidden>
          {name}
        </>
      }
      color={colors[id] ?? 'default'}
      variant="outlined"
    />
  );
}
