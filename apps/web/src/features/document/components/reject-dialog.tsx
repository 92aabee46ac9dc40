import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

interface RejectDialogProps {
  open: boolean;
  busy: boolean;
  onClose: () => void;
  onReject: (reason: string) => void;
}

/** Reject asks for the reason, which is required ('Required', docs/product/documents.md §5). */
export function RejectDialog({ open, busy, onClose, onReject }: RejectDialogProps) {
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const empty = reason.trim() === '';
  const close = () => {
    setReason('');
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
            if (!empty) onReject(reason.trim());
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
