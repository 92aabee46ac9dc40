import { api, LegalDocumentType, legalDocumentMessages, type LegalDocument } from '@docvue/contracts';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { EditRecordScaffold, LoadRecord, useBackToList } from '@/components/edit-record';
import { refreshAfter } from '@/lib/api-queries';
import { messageOf, notify } from '@/lib/notify';
import { useDeleteLegalDocument } from '../api/delete-legal-document';
import { downloadLegalDocument } from '../api/download-legal-document';
import { useLegalDocument } from '../api/get-legal-document';
import { useUpdateLegalDocument } from '../api/update-legal-document';
import { useUploadLegalDocument } from '../api/upload-legal-document';
import { useReplaceConfirmation } from '../hooks/use-replace-confirmation';
import {
  detailsOf,
  legalDocumentFormResolver,
  legalDocumentValues,
  newLegalDocumentValues,
  uploadDetailsOf,
  type LegalDocumentFormOutput,
  type LegalDocumentFormValues,
} from '../utils/legal-document-form';
import { isAbort, uploadOutcome } from '../utils/upload-outcome';
import { LegalDocumentForm } from './legal-document-form';
import { W9Summary } from './w9-summary';

const LIST = '/admin/settings/legalDocuments';
/** Wide enough for the party table, narrow enough to read. */
const FORM_WIDTH = 720;

/** How far the upload is; once the file is sent, the server reads it (a W-9's fields, an expiry). */
function UploadProgress({ sent }: { sent: number }) {
  const percent = Math.round(sent * 100);
  return (
    <Box sx={{ mt: 1 }}>
      {percent < 100 ? (
        <LinearProgress variant="determinate" value={percent} aria-label="Upload progress" />
      ) : (
        <LinearProgress aria-label="Reading the document…" />
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} role="status">
        {percent < 100 ? `Uploading… ${percent}%` : 'Reading the document…'}
      </Typography>
    </Box>
  );
}

/** /admin/settings/legalDocument/create: a new W-9 or insurance certificate, uploaded with its progress. */
export function CreateLegalDocumentPage() {
  const back = useBackToList(LIST);
  const queryClient = useQueryClient();
  const formId = useId();
  const form = useForm<LegalDocumentFormValues, unknown, LegalDocumentFormOutput>({
    defaultValues: newLegalDocumentValues(),
    resolver: legalDocumentFormResolver(true),
    mode: 'onTouched',
  });
  const uploadDocument = useUploadLegalDocument();
  const replacing = useReplaceConfirmation();
  const [progress, setProgress] = useState<number | null>(null);
  // The running upload's, for Cancel.
  const [controller, setController] = useState<AbortController | null>(null);
  const busy = progress !== null;

  const send = (values: LegalDocumentFormOutput) => {
    if (!values.file) return;
    const abort = new AbortController();
    setController(abort);
    setProgress(0);
    uploadDocument.mutate(
      { details: uploadDetailsOf(values), file: values.file, onProgress: setProgress, signal: abort.signal },
      {
        onSuccess: () => back.done(legalDocumentMessages.uploaded),
        onError: (err) => {
          if (isAbort(err)) return;
          const outcome = uploadOutcome(err);
          if (!outcome.saved) {
            notify.error(outcome.message);
            return;
          }
          // Kept without what could not be read: the list shows it, the warning says what is missing.
          void refreshAfter(queryClient, api.uploadLegalDocument);
          notify.warning(outcome.message);
          back.cancel();
        },
        onSettled: () => setProgress(null),
      },
    );
  };

  const submit = form.handleSubmit((values) =>
    values.isActive ? replacing.confirmIfReplacing(values.legalDocumentTypeId, null, () => send(values)) : send(values),
  );

  return (
    <EditRecordScaffold
      title="Upload Company Document"
      listPath={LIST}
      formId={formId}
      saveButton="contained"
      busy={busy}
      onCancel={busy ? () => controller?.abort() : undefined}
      maxWidth={FORM_WIDTH}
      below={replacing.dialog}
    >
      <LegalDocumentForm control={form.control} doc={null} formId={formId} busy={busy} onSubmit={submit} />
      {progress !== null && <UploadProgress sent={progress} />}
    </EditRecordScaffold>
  );
}

/** /admin/settings/legalDocument/{id}: a document's settings; Actions Delete and Download. */
export function EditLegalDocumentPage({ id }: { id: number }) {
  const doc = useLegalDocument(id);
  return (
    <LoadRecord query={doc} title="Edit Company Document" loadingLabel="Loading the document">
      {(record) => <LoadedDocument doc={record} />}
    </LoadRecord>
  );
}

function LoadedDocument({ doc }: { doc: LegalDocument }) {
  const back = useBackToList(LIST);
  const formId = useId();
  // The form starts from the document as loaded; a refresh does not undo edits.
  const [defaultValues] = useState(() => legalDocumentValues(doc));
  const form = useForm<LegalDocumentFormValues, unknown, LegalDocumentFormOutput>({
    defaultValues,
    resolver: legalDocumentFormResolver(false),
    mode: 'onTouched',
  });
  const update = useUpdateLegalDocument();
  const remove = useDeleteLegalDocument();
  const replacing = useReplaceConfirmation();
  const [downloading, setDownloading] = useState(false);
  const busy = update.isPending || remove.isPending;

  // A failure shows the server's message (the snackbar) and the user stays on the form.
  const submit = form.handleSubmit((values) => {
    const body = detailsOf(values);
    const save = () => update.mutate({ id: doc.id, body }, { onSuccess: () => back.done(legalDocumentMessages.saved) });
    // Making an inactive document active again replaces the active one of its type.
    return body.isActive && !doc.isActive
      ? replacing.confirmIfReplacing(values.legalDocumentTypeId, doc.id, save)
      : save();
  });

  const download = () => {
    setDownloading(true);
    downloadLegalDocument(doc)
      .catch((err: unknown) => notify.error(messageOf(err)))
      .finally(() => setDownloading(false));
  };

  return (
    <EditRecordScaffold
      title="Edit Company Document"
      listPath={LIST}
      formId={formId}
      saveButton="outlined"
      busy={busy}
      actions={(del) => [{ label: 'Download', onClick: download }, del]}
      actionsDisabled={downloading}
      remove={{ id: doc.id, mutation: remove, deletedMessage: legalDocumentMessages.deleted }}
      maxWidth={FORM_WIDTH}
      below={replacing.dialog}
    >
      <LegalDocumentForm control={form.control} doc={doc} formId={formId} busy={busy} onSubmit={submit} />
      {doc.legalDocumentTypeId === LegalDocumentType.W9 && <W9Summary w9={doc.w9} />}
    </EditRecordScaffold>
  );
}
