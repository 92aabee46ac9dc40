import { ErrorCode, invitationMessages } from '@docvue/contracts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { ApiError } from '@/lib/api-client';

/** The server's answer to an unknown, expired or used invitation link (docs/product/administration.md §8). */
export const isInvitationNotFound = (err: unknown) =>
  err instanceof ApiError && err.code === ErrorCode.InvitationNotFound;

/**
 * 'Invitation Not found' (docs/product/administration.md §8): told when an e-mailed invitation link no longer works, on the
 * sign-up and on the screens that take an invitation into a company.
 */
export function InvitationNotFoundDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-message`}
      slotProps={{ paper: { sx: { width: 390, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id={`${id}-title`}>Invitation Not found</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-message`}>{invitationMessages.notFoundOrExpired}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}
