import type { ApiKeyCreated } from '@docvue/contracts';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';

type CopyState = 'idle' | 'copied' | 'failed';

const copyStatus: Record<CopyState, string> = {
  idle: '',
  copied: 'Copied to the clipboard',
  failed: 'Copying was refused: select the key and copy it',
};

/**
 * The new API key, shown this once (only its hash is kept): a copy button and the warning that it
 * will not be shown again. Only 'Done' closes it, so a stray click beside it does not lose the key.
 */
export function ApiKeyCreatedDialog({ created, onClose }: { created: ApiKeyCreated; onClose: () => void }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<CopyState>('idle');

  const copyKey = async () => {
    try {
      await navigator.clipboard.writeText(created.key);
      setCopy('copied');
    } catch {
      input.current?.select();
      setCopy('failed');
    }
  };

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
        <TextField
          label="API key"
          value={created.key}
          fullWidth
          size="small"
          inputRef={input}
          onFocus={(e) => e.target.select()}
          slotProps={{ htmlInput: { readOnly: true, spellCheck: false, sx: { fontFamily: 'monospace' } } }}
        />
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5, mt: 1.5 }}>
          <Button variant="outlined" startIcon={<ContentCopy />} onClick={() => void copyKey()}>
            Copy
          </Button>
          <Typography role="status" variant="body2" color={copy === 'failed' ? 'error' : 'text.secondary'}>
            {copyStatus[copy]}
          </Typography>
        </Box>
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
