import type { DocumentResponse } from '@docvue/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import { DialogShell } from '@/components/dialog-shell';
import { useDuplicates } from '../api/get-duplicates';
import { DuplicateWarning } from './duplicate-warning';
import { ResubmissionChanges } from './structured-answers';

/**
 * The Approve confirmation (issue 40): the question, and what the purchaser approves besides it —
 * a possible duplicate and everything a resubmission changed since the rejection — on every screen
 * size, where on a phone the Details drawer that also shows them is closed.
 */
export function ApproveDialog({
  doc,
  open,
  busy,
  onClose,
  onApprove,
}: {
  doc: DocumentResponse;
  open: boolean;
  busy: boolean;
  onClose: () => void;
  onApprove: () => void;
}) {
  const duplicates = useDuplicates(doc.id, doc.documentTypeTemplateId).data?.items ?? [];
  const warned = duplicates.length > 0 || !!doc.resubmissionChanges;
  return (
    <DialogShell
      open={open}
      title="Approve"
      width={warned ? 560 : 390}
      dividers={warned}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose} autoFocus>
            Cancel
          </Button>
          <Button onClick={onApprove} variant="contained" disabled={busy}>
            Approve
          </Button>
        </>
      }
    >
      {(descriptionId) => (
        <Box id={descriptionId}>
          <DuplicateWarning items={duplicates} />
          <ResubmissionChanges doc={doc} />
          <DialogContentText>Approve this invoice? The vendor is told. This cannot be undone.</DialogContentText>
        </Box>
      )}
    </DialogShell>
  );
}
