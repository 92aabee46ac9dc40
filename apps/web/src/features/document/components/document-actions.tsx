import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useDocumentScreen } from '../hooks/document-context';
import { useDocumentActions } from '../hooks/use-document-actions';
import { RejectDialog } from './reject-dialog';
import { ReplaceFileDialog } from './replace-file-dialog';

function ActionButton({ busy, children, ...props }: ButtonProps & { busy?: boolean }) {
  return (
    <Button
      size="small"
      {...props}
      disabled={props.disabled || busy}
      startIcon={busy ? <CircularProgress size={14} color="inherit" aria-hidden="true" /> : props.startIcon}
    >
      {children}
    </Button>
  );
}

/** The buttons of the actions the document allows the caller, and no others (DESIGN.md §3). */
export function DocumentActions({ allowNext }: { allowNext: () => void }) {
  const state = useDocumentScreen();
  const { doc } = state;
  const a = doc.actions;
  const act = useDocumentActions(state, allowNext);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [replacing, setReplacing] = useState(false);
  const reading = doc.ocrStatus === 'queued';

  return (
    <Box
      role="group"
      aria-label="Document actions"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
    >
      {a.edit && (
        <ActionButton variant="outlined" onClick={act.save} busy={act.saving} disabled={!act.dirty}>
          Save
        </ActionButton>
      )}
      {a.cancel && (
        <ActionButton variant="outlined" color="error" onClick={() => setConfirmCancel(true)} busy={act.cancelling}>
          Cancel
        </ActionButton>
      )}
      {a.replaceFile && (
        <ActionButton variant="outlined" onClick={() => setReplacing(true)}>
          Replace File
        </ActionButton>
      )}
      {a.resubmit && (
        <ActionButton variant="contained" onClick={() => void act.resubmit()} busy={act.resubmitting}>
          Resubmit
        </ActionButton>
      )}
      {a.send && (
        <ActionButton variant="contained" onClick={() => void act.send()} busy={act.sending} disabled={reading}>
          Send
        </ActionButton>
      )}
      {a.reject && (
        <ActionButton variant="outlined" color="error" onClick={() => setRejecting(true)}>
          Reject
        </ActionButton>
      )}
      {a.approve && (
        <ActionButton
          variant="contained"
          color="success"
          onClick={() => act.decide({ action: 'approve' })}
          busy={act.deciding}
        >
          Approve
        </ActionButton>
      )}
      {a.pay && (
        <ActionButton variant="contained" onClick={() => act.decide({ action: 'pay' })} busy={act.deciding}>
          Mark Paid
        </ActionButton>
      )}

      <ConfirmDialog
        open={confirmCancel}
        title="Are you sure?"
        message="Cancel sending of this document?"
        busy={act.cancelling}
        onClose={() => setConfirmCancel(false)}
        onConfirm={() => act.cancel(() => setConfirmCancel(false))}
      />
      <RejectDialog
        open={rejecting}
        busy={act.deciding}
        onClose={() => setRejecting(false)}
        onReject={(reason) => act.decide({ action: 'reject', reason }, () => setRejecting(false))}
      />
      {a.replaceFile && <ReplaceFileDialog documentId={doc.id} open={replacing} onClose={() => setReplacing(false)} />}
    </Box>
  );
}
