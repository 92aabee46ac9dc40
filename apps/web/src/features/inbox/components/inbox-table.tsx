import type { ResultColumn, ResultRow } from '@docvue/contracts';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import type { MouseEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { RouteStatusChip } from '@/components/route-status-chip';
import { VisuallyHidden } from '@/components/visually-hidden';
import { cellText, rawValue, type SortDirection } from '../utils/inbox-rows';

/** Columns that give way on narrow screens; the type moves under the number on a phone. */
const shownFrom: Record<string, 'sm' | 'md'> = {
  documentTypeName: 'sm',
  sentAt: 'sm',
  receiverName: 'md',
  fileName: 'md',
};
const display = (key: string) => {
  const from = shownFrom[key];
  return from ? { display: { xs: 'none', [from]: 'table-cell' } } : undefined;
};

export interface InboxSort {
  key: string;
  direction: SortDirection;
}

interface InboxTableProps {
  columns: ResultColumn[];
  rows: ResultRow[];
  sort: InboxSort | null;
  onSort: (key: string) => void;
  formatDate: (iso: string) => string;
}

const hrefOf = (row: ResultRow) => `/documents/${row.id}`;

/** The received documents; each row opens its document (its number is the link, the whole row clicks). */
export function InboxTable({ columns, rows, sort, onSort, formatDate }: InboxTableProps) {
  const navigate = useNavigate();
  const openRow = (e: MouseEvent, row: ResultRow) => {
    // The number's own link already handles clicks on it.
    if ((e.target as HTMLElement).closest('a')) return;
    navigate(hrefOf(row));
  };

  const cell = (row: ResultRow, c: ResultColumn) => {
    if (c.key === 'documentNumber') {
      const type = rawValue(row, 'documentTypeName');
      return (
        <>
          <Link component={RouterLink} to={hrefOf(row)} sx={{ fontWeight: 'inherit', overflowWrap: 'anywhere' }}>
            {rawValue(row, 'documentNumber') ?? rawValue(row, 'fileName') ?? `Document ${row.id}`}
          </Link>
          {!row.isRead && <VisuallyHidden> (unread)</VisuallyHidden>}
          {type && (
            <Typography
              component="span"
              variant="caption"
              color="text.secondary"
              sx={{ display: { xs: 'block', sm: 'none' } }}
            >
              {type}
            </Typography>
          )}
        </>
      );
    }
    if (c.key === 'routeStatusName') return <RouteStatusChip statusId={row.routeStatusId} />;
    return cellText(row, c, formatDate);
  };

  return (
    <Table size="small" aria-label="Inbox documents" sx={{ '& td, & th': { px: { xs: 1, sm: 2 } } }}>
      <TableHead>
        <TableRow>
          {columns.map((c) => (
            <TableCell key={c.key} sx={display(c.key)} sortDirection={sort?.key === c.key ? sort.direction : false}>
              {c.sortable ? (
                <TableSortLabel
                  active={sort?.key === c.key}
                  direction={sort?.key === c.key ? sort.direction : 'asc'}
                  onClick={() => onSort(c.key)}
                >
                  {c.name}
                </TableSortLabel>
              ) : (
                c.name
              )}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow
            key={row.id}
            hover
            onClick={(e) => openRow(e, row)}
            sx={{ cursor: 'pointer', ...(row.isRead ? {} : { '& td': { fontWeight: 700 } }) }}
          >
            {columns.map((c) => (
              <TableCell key={c.key} sx={{ ...display(c.key), overflowWrap: 'anywhere' }}>
                {cell(row, c)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Where the table's own text goes when there is no row to show. */
export function InboxEmpty({ children }: { children: string }) {
  return (
    <Box sx={{ py: 3 }}>
      <Typography color="text.secondary">{children}</Typography>
    </Box>
  );
}
