import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { MouseEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';

export interface RecentDocument {
  id: number;
  /** The document's number: the link that opens it. */
  number: string | null;
  party: string | null;
}

interface RecentDocumentsTableProps {
  titleId: string;
  numberHeader: string;
  partyHeader: string;
  rows: RecentDocument[];
  emptyText: string;
  /** All of them, when more exist than are shown, and where to see them. */
  more?: { total: number; to: string };
}

const hrefOf = (row: RecentDocument) => `/documents/${row.id}`;

/** A short table of documents on the dashboard; a row opens its document (its number is the link). */
export function RecentDocumentsTable({
  titleId,
  numberHeader,
  partyHeader,
  rows,
  emptyText,
  more,
}: RecentDocumentsTableProps) {
  const navigate = useNavigate();
  if (rows.length === 0) return <Typography color="text.secondary">{emptyText}</Typography>;
  const openRow = (e: MouseEvent, row: RecentDocument) => {
    // The number's own link already handles clicks on it.
    if ((e.target as HTMLElement).closest('a')) return;
    navigate(hrefOf(row));
  };
  return (
    <>
      <Table size="small" aria-labelledby={titleId}>
        <TableHead>
          <TableRow>
            <TableCell>{numberHeader}</TableCell>
            <TableCell>{partyHeader}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} hover onClick={(e) => openRow(e, row)} sx={{ cursor: 'pointer' }}>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                <Link component={RouterLink} to={hrefOf(row)}>
                  {row.number ?? `Document ${row.id}`}
                </Link>
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.party}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {more && more.total > rows.length && (
        <Box sx={{ mt: 1 }}>
          <Link component={RouterLink} to={more.to}>
            {`View all ${more.total}`}
          </Link>
        </Box>
      )}
    </>
  );
}
