import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { CopyableValue } from '@/components/copyable-value';
import { displayTimestamp } from '@/lib/format-value';
import { useDateFormat } from '@/lib/personalization';
import { DialogShell } from './dialog-shell';

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
  const dateFormat = useDateFormat();
  return (
    <DialogShell
      title={title}
      width={560}
      onClose={onClose}
      actions={
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      }
    >
      {(descriptionId) => (
        <>
          <Typography id={descriptionId} variant="body2" sx={{ mb: 2 }}>
            {children}
          </Typography>
          <CopyableValue label="Link" value={url} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            It works until {displayTimestamp(expiresAt, dateFormat)}.
          </Typography>
        </>
      )}
    </DialogShell>
  );
}
