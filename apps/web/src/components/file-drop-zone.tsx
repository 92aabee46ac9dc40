import CloudUpload from '@mui/icons-material/CloudUpload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { openPickerOnEnter } from '@/components/open-picker-on-enter';

interface FileDropZoneProps {
  file: File | null;
  onFile: (file: File | null) => void;
  /** The `accept` of the file input (".pdf,image/png,image/jpeg"). */
  accept?: string;
  maxBytes: number;
  /** Shown for a file that is too large. */
  tooLargeMessage: string;
  error?: string | null;
}

/** One file, dropped or chosen (keyboard: the Choose file button). */
export function FileDropZone({ file, onFile, accept, maxBytes, tooLargeMessage, error }: FileDropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [tooLarge, setTooLarge] = useState(false);
  const take = (files: FileList | null | undefined) => {
    const chosen = files?.[0] ?? null;
    if (chosen && chosen.size > maxBytes) {
      setTooLarge(true);
      onFile(null);
      return;
    }
    setTooLarge(false);
    onFile(chosen);
  };
  const message = tooLarge ? tooLargeMessage : error;

  return (
    <Box
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        take(e.dataTransfer.files);
      }}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: message ? 'error.main' : over ? 'primary.main' : 'divider',
        borderRadius: 2,
        p: 3,
        textAlign: 'center',
        bgcolor: over ? 'action.hover' : 'transparent',
      }}
    >
      <CloudUpload color="action" aria-hidden="true" />
      <Typography sx={{ my: 1 }}>{file ? file.name : 'Drop a file here, or'}</Typography>
      <input
        ref={input}
        type="file"
        hidden
        accept={accept}
        aria-label="File"
        onChange={(e) => {
          take(e.target.files);
          e.target.value = '';
        }}
      />
      <Button
        variant="outlined"
        size="small"
        onClick={() => input.current?.click()}
        onKeyDown={(e) => openPickerOnEnter(e, () => input.current?.click())}
      >
        {file ? 'Choose another file' : 'Choose file'}
      </Button>
      {message && (
        <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
          {message}
        </Typography>
      )}
    </Box>
  );
}
