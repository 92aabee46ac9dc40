import Box from '@mui/material/Box';
import { signingMessages } from '@docvue/contracts';
import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { notify } from '@/lib/notify';
import { useDocumentScreen } from '../hooks/document-context';
import { useDocumentActions } from '../hooks/use-document-actions';
import { problemsOf } from '../utils/document-validation';
import { revealProblems } from '../utils/reveal-problems';
import { contestableFields } from '../utils/structured-answers';
import { ApproveDialog } from './approve-dialog';
import { PayDialog, ReturnUnsignedDialog } from './decision-dialogs';
import { RejectDialog } from './reject-dialog';
import { ReplaceFileDialog } from './replace-file-dialog';
import { SignatureDialog } from './signature-dialog';

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

/** The buttons of the actions the document allows the caller, and no others (docs/design.md §3). */
export function DocumentActions({ allowNext }: { allowNext: () => void }) {
  const state = useDocumentScreen();
  const { doc } = state;
  const a = doc.actions;
  const act = useDocumentActions(state, allowNext);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [replacing, setReplacing] = useState(false);
  const [confirmUnsigned, setConfirmUnsigned] = useState(false);
  const [confirmApprove, setConfirmApprove] = useState(false);
  const [paying, setPaying] = useState(false);
  const reading = doc.ocrStatus === 'queued';
  // Placing and drawing a signature needs a pointer and room: phones are refused (docs/product/documents.md §4).
  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'));
  // Shown disabled with the server's reason (a global user, docs/product/documents.md §4), or enabled when allowed.
  const refused = doc.disabledActions;
  const returnShown = a.signAndReturn || a.returnUnsigned || !!refused.signAndReturn || !!refused.returnUnsigned;
  const signing = state.signing;
  const startSigning = () => {
    // Validate first, as Send does (docs/product/documents.md §4): a signature on an invalid document is not accepted.
    const problems = problemsOf(doc, state.draft);
    if (problems.length > 0) {
      notify.error(problems.join('\n'));
      revealProblems(state.dispatch);
      return;
    }
    if (isPhone) {
      notify.error(signingMessages.useDesktop);
      return;
    }
    state.setTarget(null);
    state.setSigning({ step: 'place' });
  };

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
        <ActionButton
          variant="contained"
          onClick={() => void act.resubmit()}
          busy={act.resubmitting}
          // The replacement's values are read first, so the new version takes them (issue 28).
          disabled={doc.temporaryFileOcrStatus === 'queued'}
        >
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
        <ActionButton variant="contained" color="success" onClick={() => setConfirmApprove(true)} busy={act.deciding}>
          Approve
        </ActionButton>
      )}
      {a.pay && (
        <ActionButton variant="contained" onClick={() => setPaying(true)} busy={act.deciding}>
          Mark Paid
        </ActionButton>
      )}
      {returnShown && (
        <Tooltip title={refused.signAndReturn ?? refused.returnUnsigned ?? ''}>
          <Box component="span" sx={{ display: 'inline-flex', gap: 1 }}>
            {(a.returnUnsigned || refused.returnUnsigned) && (
              <ActionButton
                variant="outlined"
                onClick={() => setConfirmUnsigned(true)}
                disabled={!a.returnUnsigned || signing !== null}
                busy={act.returning && !signing}
              >
                Return Unsigned
              </ActionButton>
            )}
            {(a.signAndReturn || refused.signAndReturn) && (
              <ActionButton
                variant="contained"
                onClick={startSigning}
                disabled={!a.signAndReturn || signing !== null}
                busy={act.returning && signing !== null}
              >
                Sign and Return
              </ActionButton>
            )}
          </Box>
        </Tooltip>
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
        fields={contestableFields(doc)}
        lines={doc.lineItems.map((l) => l.description ?? '')}
        onClose={() => setRejecting(false)}
        onReject={(rejection) => act.decide({ action: 'reject', ...rejection }, () => setRejecting(false))}
      />
      <ConfirmDialog
        open={act.duplicates.length > 0}
        title="Possible duplicate"
        message={`This invoice looks like ${act.duplicates
          .map(
            (d) =>
              `the ${d.relation} AR Invoice ${d.documentNumber ?? `#${d.documentId}`}${d.status ? ` (${d.status})` : ''}`,
          )
          .join(', ')}, which has the same ${
          act.duplicates.some((d) => d.matchedOn.includes('invoiceNumber'))
            ? 'invoice number'
            : 'amount, invoice date and PO'
        }. Send it anyway?`}
        busy={act.sending}
        confirmLabel="Send anyway"
        cancelLabel="Don't send"
        onClose={act.keepDraft}
        onConfirm={() => void act.sendAnyway()}
      />
      <ApproveDialog
        doc={doc}
        open={confirmApprove}
        busy={act.deciding}
        onClose={() => setConfirmApprove(false)}
        onApprove={() => act.decide({ action: 'approve' }, () => setConfirmApprove(false))}
      />
      {paying && (
        <PayDialog
          open
          busy={act.deciding}
          onClose={() => setPaying(false)}
          onPay={(payment) => act.decide({ action: 'pay', ...payment }, () => setPaying(false))}
        />
      )}
      {confirmUnsigned && (
        <ReturnUnsignedDialog
          open
          busy={act.returning}
          onClose={() => setConfirmUnsigned(false)}
          onReturn={(reason) => act.returnUnsigned(reason, () => setConfirmUnsigned(false))}
        />
      )}
      {a.signAndReturn && (
        <SignatureDialog
          open={signing?.step === 'sign'}
          userId={state.viewer.userId}
          placement={signing?.step === 'sign' ? signing : null}
          busy={act.returning}
          onClose={() => state.setSigning(null)}
          onSign={(png) => signing?.step === 'sign' && act.returnSigned(png, signing)}
        />
      )}
      {a.replaceFile && <ReplaceFileDialog documentId={doc.id} open={replacing} onClose={() => setReplacing(false)} />}
    </Box>
  );
}
