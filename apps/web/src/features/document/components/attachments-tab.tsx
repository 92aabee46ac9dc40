import { api, limits } from '@docvue/contracts';
import AttachFile from '@mui/icons-material/AttachFile';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Download from '@mui/icons-material/Download';
import Visibility from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { downloadFile } from '@/lib/download';
import { messageOf, notify } from '@/lib/notify';
import { useAddAttachment, useAttachments, useDeleteAttachment } from '../api/attachments';
import { useDocumentScreen } from '../hooks/document-context';
import { AttachmentPreviewDialog } from './attachment-preview-dialog';
import { openPickerOnEnter } from '@/components/open-picker-on-enter';

type Attachment = { id: number; fileName: string; fileSize: number };

const sizeOf = (bytes: number) =>
  bytes < 1024
    ? `${bytes} B`
    : bytes < 1024 * 1024
      ? `${Math.round(bytes / 1024)} KB`
      : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Files attached to the document: preview, download; upload and delete while the document may be changed. */
export function AttachmentsTab() {
  const { doc } = useDocumentScreen();
  const attachments = useAttachments(doc.id);
  const add = useAddAttachment(doc.id);
  const remove = useDeleteAttachment();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<Attachment | null>(null);
  const [deleting, setDeleting] = useState<Attachment | null>(null);
  // Read-only documents hide upload and delete (docs/product/documents.md §4).
  const canChange = doc.actions.addAttachment && doc.actions.edit;

  const upload = (file: File | undefined) => {
    if (!file) return;
    if (file.size > limits.documentUploadMaxBytes) {
      notify.error('The file is larger than 500 MB.');
      return;
    }
    add.mutate(file, { onSuccess: () => notify.success('Successfully uploaded the document') });
  };

  return (
    <Box>
      {canChange && (
        <Box sx={{ py: 1 }}>
          <input
            ref={input}
            type="file"
            hidden
            aria-label="Attachment file"
            onChange={(e) => {
              upload(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
          <Button
            startIcon={add.isPending ? <CircularProgress size={16} aria-hidden="true" /> : <AttachFile />}
            variant="outlined"
            size="small"
            disabled={add.isPending}
            onClick={() => input.current?.click()}
            onKeyDown={(e) => openPickerOnEnter(e, () => input.current?.click())}
          >
            Add Attachment
          </Button>
        </Box>
      )}
      {attachments.isLoading && <CircularProgress size={24} sx={{ m: 2 }} aria-label="Loading the attachments" />}
      <List aria-label="Attachments" dense>
        {(attachments.data ?? []).map((a) => (
          <ListItem
            key={a.id}
            divider
            secondaryAction={
              <Box sx={{ display: 'flex' }}>
                <IconButton aria-label={`Preview ${a.fileName}`} onClick={() => setPreview(a)} size="small">
                  <Visibility fontSize="small" />
                </IconButton>
                <IconButton
                  aria-label={`Download ${a.fileName}`}
                  size="small"
                  onClick={() =>
                    void downloadFile(api.downloadAttachment, { params: { id: a.id } }, a.fileName).catch(
                      (err: unknown) => notify.error(messageOf(err)),
                    )
                  }
                >
                  <Download fontSize="small" />
                </IconButton>
                {canChange && (
                  <IconButton aria-label={`Delete ${a.fileName}`} onClick={() => setDeleting(a)} size="small">
                    <DeleteOutline fontSize="small" />
                  </IconButton>
                )}
              </Box>
            }
            sx={{ pr: canChange ? 15 : 11 }}
          >
            <ListItemText primary={a.fileName} secondary={sizeOf(a.fileSize)} sx={{ overflowWrap: 'anywhere' }} />
          </ListItem>
        ))}
      </List>
      {attachments.data?.length === 0 && (
        <Typography color="text.secondary" sx={{ p: 2 }}>
          No attachments.
        </Typography>
      )}
      <AttachmentPreviewDialog attachment={preview} onClose={() => setPreview(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete attachment"
        message={deleting ? `Delete ${deleting.fileName} ?` : ''}
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
    </Box>
  );
}
