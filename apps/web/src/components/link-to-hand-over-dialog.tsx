import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { CopyableValue } from '@/components/copyable-value';
import { displayTimestamp } from '@/lib/format-value';
import { useDateFormat } from '@/lib/personalization';

interface LinkToHandOverDialogProps {
  title: string;
  /** What the link does and whom it is for. */
  children: ReactNode;
  url: string;
  expiresAt: string;
  onClose: () => void;
}

/**
 * A link the product would have mailed, to hand over another way (a chat, a call) when no mail
 * server delivers it or the mail went astray: an invitation's registration link, a set-password link.
 */
export function LinkToHandOverDialog({ title, children, url, expiresAt, onClose }: LinkToHandOverDialogProps) {
  const id = useId();
  const dateFormat = useDateFormat();
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      slotProps={{ paper: { sx: { width: 560, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <Typography id={`${id}-text`} variant="body2" sx={{ mb: 2 }}>
          {children}
        </Typography>
        <CopyableValue label="Link" value={url} />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          It works until {displayTimestamp(expiresAt, dateFormat)}.
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
