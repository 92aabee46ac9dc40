import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';

interface TextInputDialogProps {
  title: string;
  label: string;
  type?: 'text' | 'email';
  maxLength?: number;
  /** The problem with a value, or null when it may be sent. */
  validate?: (value: string) => string | null;
  busy?: boolean;
  onSubmit: (value: string) => void;
  onClose: () => void;
}

/**
 * A dialog asking for one value (docs/product/administration.md §5: OK stays disabled while the input is
 * empty). Render it while it is open; it starts empty each time.
 */
export function TextInputDialog({
  title,
  label,
  type = 'text',
  maxLength = 255,
  validate,
  busy = false,
  onSubmit,
  onClose,
}: TextInputDialogProps) {
  const id = useId();
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const text = value.trim();
    const found = validate?.(text) ?? null;
    setProblem(found);
    if (!found) onSubmit(text);
  };

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby={`${id}-title`}
      slotProps={{ paper: { sx: { width: 390, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            type={type}
            label={label}
            value={value}
            onChange={(e) => {
              setValue(e.target.value);
              if (problem) setProblem(null);
            }}
            disabled={busy}
            error={problem !== null}
            helperText={problem ?? ' '}
            slotProps={{ htmlInput: { maxLength } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy || value.trim() === ''}>
            OK
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
