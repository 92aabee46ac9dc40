import { api } from '@docvue/contracts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { urlOf } from '@/lib/api-client';
import { PdfArea } from './pdf-area';

/** An attachment shown as a PDF (images and the like are converted by the server); 65% wide (docs/product/documents.md §9). */
export function AttachmentPreviewDialog({
  attachment,
  onClose,
}: {
  attachment: { id: number; fileName: string } | null;
  onClose: () => void;
}) {
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Dialog
      open={attachment !== null}
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth={false}
      aria-labelledby="attachment-preview-title"
      slotProps={{ paper: { sx: fullScreen ? {} : { width: '65%', height: '85vh' } } }}
    >
      <DialogTitle id="attachment-preview-title" sx={{ overflowWrap: 'anywhere' }}>
        {attachment?.fileName}
      </DialogTitle>
      <DialogContent dividers sx={{ p: 0, display: 'flex', flexDirection: 'column', minHeight: 300 }}>
        {attachment && (
          <PdfArea url={urlOf(api.getAttachmentPdf, { params: { id: attachment.id } })} label={attachment.fileName} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
