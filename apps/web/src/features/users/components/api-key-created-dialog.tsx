import type { ApiKeyCreated } from '@docvue/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { CopyableValue } from '@/components/copyable-value';
import { DialogShell } from '@/components/dialog-shell';

/**
 * The new API key, shown this once (only its hash is kept): a copy button and the warning that it
 * will not be shown again. Only 'Done' closes it, so a stray click beside it does not lose the key.
 */
export function ApiKeyCreatedDialog({ created, onClose }: { created: ApiKeyCreated; onClose: () => void }) {
  return (
    <DialogShell
      title="API key created"
      width={520}
      onClose={(_e, reason) => {
        if (reason !== 'backdropClick') onClose();
      }}
      actions={
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      }
    >
      {(descriptionId) => (
        <>
          <Alert severity="warning" id={descriptionId} sx={{ mb: 2 }}>
            Copy this key now: it will not be shown again.
          </Alert>
          <CopyableValue label="API key" value={created.key} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            Send it as <code>Authorization: Bearer &lt;key&gt;</code> or <code>X-Api-Key: &lt;key&gt;</code>.
          </Typography>
        </>
      )}
    </DialogShell>
  );
}
