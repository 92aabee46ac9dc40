import { ErrorCode, invitationMessages } from '@docvue/contracts';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import { ApiError } from '@/lib/api-client';
import { DialogShell } from './dialog-shell';

/** The server's answer to an unknown, expired or used invitation link (docs/product/administration.md §8). */
export const isInvitationNotFound = (err: unknown) =>
  err instanceof ApiError && err.code === ErrorCode.InvitationNotFound;

/**
 * 'Invitation Not found' (docs/product/administration.md §8): told when an e-mailed invitation link no longer works, on the
 * sign-up and on the screens that take an invitation into a company.
 */
export function InvitationNotFoundDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <DialogShell
      open={open}
      title="Invitation Not found"
      onClose={onClose}
      actions={
        <Button onClick={onClose} variant="contained" autoFocus>
          OK
        </Button>
      }
    >
      {(descriptionId) => (
        <DialogContentText id={descriptionId}>{invitationMessages.notFoundOrExpired}</DialogContentText>
      )}
    </DialogShell>
  );
}
