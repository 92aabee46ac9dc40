import ContentCopy from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';

type CopyState = 'idle' | 'copied' | 'failed';

const copyStatus: Record<CopyState, string> = {
  idle: '',
  copied: 'Copied to the clipboard',
  failed: 'Copying was refused: select the text and copy it',
};

/**
 * A value to hand over (a key, a link): shown read-only and selected on focus, with a Copy button
 * whose result is announced. When the browser refuses the clipboard, the text is selected instead.
 */
export function CopyableValue({ label, value }: { label: string; value: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<CopyState>('idle');

  const copyValue = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopy('copied');
    } catch {
      input.current?.select();
      setCopy('failed');
    }
  };

  return (
    <>
      <TextField
        label={label}
        value={value}
        fullWidth
        size="small"
        inputRef={input}
        onFocus={(e) => e.target.select()}
        slotProps={{ htmlInput: { readOnly: true, spellCheck: false, sx: { fontFamily: 'monospace' } } }}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5, mt: 1.5 }}>
        <Button variant="outlined" startIcon={<ContentCopy />} onClick={() => void copyValue()}>
          Copy
        </Button>
        <Typography role="status" variant="body2" color={copy === 'failed' ? 'error' : 'text.secondary'}>
          {copyStatus[copy]}
        </Typography>
      </Box>
    </>
  );
}
