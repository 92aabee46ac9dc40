import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import { DialogShell } from './dialog-shell';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** A yes-or-no question before something that cannot be undone (general dialog width 390, docs/product/documents.md §9). */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Yes',
  cancelLabel = 'No',
  busy = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <DialogShell
      open={open}
      title={title}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose} autoFocus>
            {cancelLabel}
          </Button>
          <Button onClick={onConfirm} variant="contained" disabled={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {(descriptionId) => <DialogContentText id={descriptionId}>{message}</DialogContentText>}
    </DialogShell>
  );
}
