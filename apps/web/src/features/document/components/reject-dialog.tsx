import { rejectionReasonCodes, type RejectionReasonCode } from '@docvue/contracts';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

/** What a rejection says: the spec's reason, and optionally a reason code and the lines and fields it concerns (issue 29). */
export interface Rejection {
  reason: string;
  reasonCode?: RejectionReasonCode;
  lines?: number[];
  fields?: string[];
}

/** A field of the document the rejection may name: its key (sent) and name (shown). */
export interface ContestableField {
  key: string;
  name: string;
}

interface RejectDialogProps {
  open: boolean;
  busy: boolean;
  /** The document's fields, in their order: the rejection may name which are contested. */
  fields: ContestableField[];
  /** What each line of the document says (its description), in order: line n is `lines[n - 1]`. */
  lines: string[];
  onClose: () => void;
  onReject: (rejection: Rejection) => void;
}

/** "Line 2 · Mileage": the number, and what the line is, to pick the right one. */
const lineLabel = (n: number, description: string | undefined) =>
  description ? `Line ${n} · ${description}` : `Line ${n}`;

/**
 * Reject asks for the reason, which is required ('Required', docs/product/documents.md §5); a reason
 * code and the fields and lines it concerns (picked among the document's) are optional, and the
 * vendor sees them where they are.
 */
export function RejectDialog({ open, busy, fields, lines, onClose, onReject }: RejectDialogProps) {
  const [reason, setReason] = useState('');
  const [code, setCode] = useState<RejectionReasonCode | ''>('');
  const [pickedFields, setPickedFields] = useState<ContestableField[]>([]);
  const [pickedLines, setPickedLines] = useState<number[]>([]);
  const [tried, setTried] = useState(false);
  const empty = reason.trim() === '';
  const lineNumbers = lines.map((_l, i) => i + 1);
  const close = () => {
    setReason('');
    setCode('');
    setPickedFields([]);
    setPickedLines([]);
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
            if (empty) return;
            onReject({
              reason: reason.trim(),
              ...(code ? { reasonCode: code } : {}),
              ...(pickedLines.length ? { lines: [...pickedLines].sort((a, b) => a - b) } : {}),
              ...(pickedFields.length ? { fields: pickedFields.map((f) => f.key) } : {}),
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
        {fields.length > 0 && (
          <Autocomplete
            multiple
            options={fields}
            value={pickedFields}
            onChange={(_e, v) => setPickedFields(v)}
            getOptionLabel={(f) => f.name}
            isOptionEqualToValue={(a, b) => a.key === b.key}
            disableCloseOnSelect
            renderInput={(params) => (
              <TextField {...params} label="Contested fields" margin="dense" helperText="Optional" />
            )}
          />
        )}
        {lineNumbers.length > 0 && (
          <Autocomplete
            multiple
            options={lineNumbers}
            value={pickedLines}
            onChange={(_e, v) => setPickedLines(v)}
            getOptionLabel={(n) => lineLabel(n, lines[n - 1])}
            disableCloseOnSelect
            renderInput={(params) => (
              <TextField {...params} label="Contested lines" margin="dense" helperText="Optional" />
            )}
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
