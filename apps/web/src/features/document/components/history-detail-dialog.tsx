import type { HistoryEntry } from '@docvue/contracts';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useHistoryDetails } from '../api/get-history';
import { signedDetailsOf } from '../utils/history';
import { SignedHistoryDetails } from './signed-history-details';

const text = (v: unknown) =>
  v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v);

/**
 * The records behind a history entry (e.g. line items before and after a change); a signed
 * return in words, with its sealed file and the seal's check.
 */
export function HistoryDetailDialog({
  documentId,
  entry,
  onClose,
}: {
  documentId: number;
  entry: HistoryEntry | null;
  onClose: () => void;
}) {
  const details = useHistoryDetails(documentId, entry?.id ?? null);
  const records = details.data ?? [];
  const columns = [...new Set(records.flatMap((r) => Object.keys(r)))];
  const signed = entry ? signedDetailsOf(entry, records) : null;
  return (
    <Dialog open={entry !== null} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="history-detail-title">
      <DialogTitle id="history-detail-title">History Details{entry ? `: ${entry.operation.name}` : ''}</DialogTitle>
      <DialogContent dividers sx={{ overflowX: 'auto' }}>
        {details.isLoading ? (
          <CircularProgress size={24} aria-label="Loading the details" />
        ) : entry && signed ? (
          <SignedHistoryDetails entry={entry} details={signed} />
        ) : (
          <Table size="small" aria-label="History details">
            <TableHead>
              <TableRow>
                {columns.map((c) => (
                  <TableCell key={c}>{c}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {records.map((r, i) => (
                <TableRow key={i}>
                  {columns.map((c) => (
                    <TableCell key={c}>{text(r[c])}</TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
