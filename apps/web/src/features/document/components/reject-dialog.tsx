import { rejectionReasonCodes, type RejectionReasonCode } from '@docvue/contracts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

/** What a rejection says: the spec's reason, and optionally a reason code and the lines it concerns (issue 29). */
export interface Rejection {
  reason: string;
  reasonCode?: RejectionReasonCode;
  lines?: number[];
}

interface RejectDialogProps {
  open: boolean;
  busy: boolean;
  /** How many lines the document has: the lines a rejection names are among them. */
  lineCount: number;
  onClose: () => void;
  onReject: (rejection: Rejection) => void;
}

/** "2, 5" → [2, 5]; undefined when a part is not a line of the document. */
function parseLines(text: string, lineCount: number): number[] | undefined {
  const parts = text.split(/[\s,;]+/).filter(Boolean);
  const lines = parts.map(Number);
  return lines.every((n) => Number.isInteger(n) && n >= 1 && n <= lineCount) ? lines : undefined;
}

/**
 * Reject asks for the reason, which is required ('Required', docs/product/documents.md §5); a reason
 * code and the lines it concerns are optional, and the vendor sees them on those lines.
 */
export function RejectDialog({ open, busy, lineCount, onClose, onReject }: RejectDialogProps) {
  const [reason, setReason] = useState('');
  const [code, setCode] = useState<RejectionReasonCode | ''>('');
  const [linesText, setLinesText] = useState('');
  const [tried, setTried] = useState(false);
  const empty = reason.trim() === '';
  const lines = parseLines(linesText, lineCount);
  const close = () => {
    setReason('');
    setCode('');
    setLinesText('');
    setTried(false);
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby="reject-title"
      fullWidth
      maxWidth="sm"
      slotProps={{
        paper: {
          component: 'form',
          // The reason's own message ('Required') rather than the browser's bubble.
          ...{ noValidate: true },
          onSubmit: (e: React.FormEvent) => {
            e.preventDefault();
            setTried(true);
            if (empty || !lines) return;
            onReject({
              reason: reason.trim(),
              ...(code ? { reasonCode: code } : {}),
              ...(lines.length ? { lines } : {}),
            });
          },
        },
      }}
    >
      <DialogTitle id="reject-title">Reject</DialogTitle>
      <DialogContent>
        <TextField
          label="Reason"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          required
          multiline
          minRows={3}
          fullWidth
          autoFocus
          margin="dense"
          error={tried && empty}
          helperText={tried && empty ? 'Required' : undefined}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
        <TextField
          select
          label="Reason code"
          value={code}
          onChange={(e) => setCode(e.target.value as RejectionReasonCode | '')}
          fullWidth
          margin="dense"
        >
          <MenuItem value="">
            <em>None</em>
          </MenuItem>
          {rejectionReasonCodes.map((c) => (
            <MenuItem key={c} value={c}>
              {c}
            </MenuItem>
          ))}
        </TextField>
        {lineCount > 0 && (
          <TextField
            label="Lines"
            value={linesText}
            onChange={(e) => setLinesText(e.target.value)}
            fullWidth
            margin="dense"
            error={tried && !lines}
            helperText={tried && !lines ? `Line numbers from 1 to ${lineCount}, e.g. 2, 5` : 'Optional, e.g. 2, 5'}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
        <Button type="submit" variant="contained" color="error" disabled={busy}>
          Reject
        </Button>
      </DialogActions>
    </Dialog>
  );
}
