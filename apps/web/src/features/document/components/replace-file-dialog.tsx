import { limits } from '@docvue/contracts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { FileDropZone } from '@/components/file-drop-zone';
import { notify } from '@/lib/notify';
import { useReplaceFile } from '../api/upload-file';

/**
 * Replace file (docs/product/documents.md §4, §9): one file of 500 MB at most, 800 wide. The upload is a temporary
 * version (a previous one is dropped by the server) that the resubmitted version takes.
 */
export function ReplaceFileDialog({
  documentId,
  open,
  onClose,
}: {
  documentId: number;
  open: boolean;
  onClose: () => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const replace = useReplaceFile(documentId);
  const close = () => {
    setFile(null);
    setMissing(false);
    onClose();
  };
  const submit = () => {
    if (!file) {
      setMissing(true);
      return;
    }
    replace.mutate(file, {
      onSuccess: () => {
        notify.success('Successfuly replaced the document');
        close();
      },
    });
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby="replace-file-title"
      slotProps={{ paper: { sx: { width: 800, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id="replace-file-title">Replace File</DialogTitle>
      <DialogContent>
        <FileDropZone
          file={file}
          onFile={(f) => {
            setFile(f);
            setMissing(false);
          }}
          accept=".pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg"
          maxBytes={limits.documentUploadMaxBytes}
          tooLargeMessage="The file is larger than 500 MB."
          error={missing ? 'Please select a file to send' : null}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
        <Button variant="contained" onClick={submit} disabled={replace.isPending}>
          Replace
        </Button>
      </DialogActions>
    </Dialog>
  );
}
