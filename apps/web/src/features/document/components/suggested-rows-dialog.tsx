import type { LineItemCells, ProposedLineItems } from '@docvue/contracts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { VisuallyHidden } from '@/components/visually-hidden';

interface SuggestedRowsDialogProps {
  open: boolean;
  onClose: () => void;
  proposed: ProposedLineItems;
  /** The suggestions not yet among the line items. */
  rows: LineItemCells[];
  onAccept: (rows: LineItemCells[]) => void;
}

/** Rows read from the table on the page, accepted one by one or all at once (docs/product/documents.md §2). */
export function SuggestedRowsDialog({ open, onClose, proposed, rows, onAccept }: SuggestedRowsDialogProps) {
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const columns = proposed.columnHeaders.filter((c) => rows.some((r) => r[c.key]));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      aria-labelledby="suggested-rows-title"
    >
      <DialogTitle id="suggested-rows-title">Suggested Rows</DialogTitle>
      <DialogContent dividers sx={{ overflowX: 'auto' }}>
        {rows.length === 0 ? (
          'Every suggested row is among the line items.'
        ) : (
          <Table size="small" aria-label="Suggested rows">
            <TableHead>
              <TableRow>
                {columns.map((c) => (
                  <TableCell key={c.key}>{c.name}</TableCell>
                ))}
                <TableCell>
                  <VisuallyHidden>Accept</VisuallyHidden>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row, i) => (
                <TableRow key={i}>
                  {columns.map((c) => (
                    <TableCell key={c.key}>{row[c.key] ?? ''}</TableCell>
                  ))}
                  <TableCell align="right">
                    <Button size="small" onClick={() => onAccept([row])} aria-label={`Accept row ${i + 1}`}>
                      Accept
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button
          variant="contained"
          disabled={rows.length === 0}
          onClick={() => {
            onAccept(rows);
            onClose();
          }}
        >
          Accept all
        </Button>
      </DialogActions>
    </Dialog>
  );
}
