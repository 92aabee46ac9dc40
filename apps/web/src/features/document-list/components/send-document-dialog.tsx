import { DocumentTemplate, limits, type Party } from '@docvue/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { FileDropZone } from '@/components/file-drop-zone';
import { messageOf, notify } from '@/lib/notify';
import { useSendDocument } from '../api/send-document';
import { recipientPartyTypeOf } from '../utils/recipients';
import { RecipientInput } from './recipient-input';

interface SendDocumentDialogProps {
  templateId: number;
  /** The type's singular name ("AR Invoice"). */
  typeName: string;
  userId: number;
  onClose: () => void;
}

const documentFiles = '.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg';

const isAbort = (err: unknown) => err instanceof DOMException && err.name === 'AbortError';

/**
 * Send {type} (docs/product/documents.md §2, §5, §9): pick the recipient party, then drop one file (500 MB at most);
 * Next shows once there is a recipient and uploads the file with its progress. The new
 * document opens when the upload is done.
 */
export function SendDocumentDialog({ templateId, typeName, userId, onClose }: SendDocumentDialogProps) {
  const navigate = useNavigate();
  const send = useSendDocument();
  const [recipient, setRecipient] = useState<Party | null>(null);
  const [recipientTouched, setRecipientTouched] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [fileMissing, setFileMissing] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const abort = useRef<AbortController | null>(null);
  const uploading = progress !== null;

  const next = () => {
    if (!recipient) {
      setRecipientTouched(true);
      return;
    }
    if (!file) {
      setFileMissing(true);
      return;
    }
    const controller = new AbortController();
    abort.current = controller;
    setProgress(0);
    send.mutate(
      { templateId, receivingPartyId: recipient.id, userId, file, onProgress: setProgress, signal: controller.signal },
      {
        onSuccess: ({ documentId }) => {
          notify.success('Successfully uploaded the document');
          onClose();
          navigate(`/documents/${documentId}`);
        },
        onError: (err) => {
          setProgress(null);
          if (!isAbort(err)) notify.error(messageOf(err));
        },
      },
    );
  };

  const cancel = () => {
    abort.current?.abort();
    onClose();
  };

  const percent = Math.round((progress ?? 0) * 100);
  const title = `Send ${typeName}`;
  return (
    <Dialog
      open
      onClose={cancel}
      aria-labelledby="send-document-title"
      slotProps={{ paper: { sx: { width: 390, maxWidth: 'calc(100% - 32px)', m: 2 } } }}
    >
      <DialogTitle id="send-document-title">{title}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
        <RecipientInput
          partyTypeId={recipientPartyTypeOf(templateId)}
          value={recipient}
          onChange={(party) => {
            setRecipient(party);
            setRecipientTouched(true);
          }}
          onBlur={() => setRecipientTouched(true)}
          error={recipientTouched && !recipient ? 'Required' : null}
          disabled={uploading}
        />
        <FileDropZone
          file={file}
          onFile={(f) => {
            setFile(f);
            setFileMissing(false);
          }}
          accept={
            // An AR invoice may also come as a PIDX Invoice (XML), read into its values and lines.
            templateId === DocumentTemplate.ArInvoice ? `${documentFiles},.xml,application/xml,text/xml` : documentFiles
          }
          maxBytes={limits.documentUploadMaxBytes}
          tooLargeMessage="The file is larger than 500 MB."
          error={fileMissing ? 'Please select a file to send' : null}
        />
        {uploading && (
          <Box>
            <LinearProgress variant="determinate" value={percent} aria-label="Upload progress" />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} aria-hidden="true">
              {percent < 100 ? `Uploading… ${percent}%` : 'Saving the document…'}
            </Typography>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={cancel}>Cancel</Button>
        {recipient && (
          <Button variant="contained" onClick={next} disabled={uploading}>
            Next
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
