import type { ApiKeyCreated } from '@docvue/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { CopyableValue } from '@/components/copyable-value';

/**
 * The new API key, shown this once (only its hash is kept): a copy button and the warning that it
 * will not be shown again. Only 'Done' closes it, so a stray click beside it does not lose the key.
 */
export function ApiKeyCreatedDialog({ created, onClose }: { created: ApiKeyCreated; onClose: () => void }) {
  const id = useId();
  return (
    <Dialog
      open
      onClose={(_e, reason) => {
        if (reason !== 'backdropClick') onClose();
      }}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-warning`}
      slotProps={{ paper: { sx: { width: 520, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id={`${id}-title`}>API key created</DialogTitle>
      <DialogContent>
        <Alert severity="warning" id={`${id}-warning`} sx={{ mb: 2 }}>
          Copy this key now: it will not be shown again.
        </Alert>
        <CopyableValue label="API key" value={created.key} />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          Send it as <code>Authorization: Bearer &lt;key&gt;</code> or <code>X-Api-Key: &lt;key&gt;</code>.
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
