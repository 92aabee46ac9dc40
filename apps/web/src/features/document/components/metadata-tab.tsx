import { RouteStatus, type DocumentResponse } from '@docvue/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useDuplicates } from '../api/get-duplicates';
import { useDocumentScreen } from '../hooks/document-context';
import { DuplicateWarning } from './duplicate-warning';
import { MetadataField } from './metadata-field';
import { RejectionReason } from './rejection-reason';
import { FieldWarnings, RejectionDetails, ResubmissionChanges } from './structured-answers';

/**
 * A replacement file waiting (issue 28): shown, read, its values filled in; what Resubmit does next.
 * While it is read, a status; Resubmit waits for it.
 */
function ReplacementNote({ status }: { status: DocumentResponse['temporaryFileOcrStatus'] }) {
  const next = 'Resubmit makes it a new version, which opens as a draft: check it, then Send it.';
  if (status === 'queued') {
    return (
      <Alert severity="info" role="status" sx={{ mb: 2 }}>
        A replacement file is ready and shown here. Reading it…
      </Alert>
    );
  }
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      {status === 'failed'
        ? 'A replacement file is ready and shown here. Its text could not be read; enter its values by hand.'
        : 'A replacement file is ready and shown here. The values read from it are filled in.'}{' '}
      {next}
    </Alert>
  );
}

/** The Metadata tab: the rejection reason, then one input (or value) per field; `after` holds the line items on a phone. */
export function MetadataTab({ after }: { after?: ReactNode }) {
  const { doc, editable } = useDocumentScreen();
  // An empty read-only field is nothing to read nor type where the document is edited: an unpaid
  // invoice's payment fields (issue 40), which Mark Paid fills on the other side.
  const fields = [...doc.metadata]
    .filter((m) => !(editable && m.metadataDefinition.isReadonly && !m.value))
    .sort((a, b) => a.metadataDefinition.sortOrder - b.metadataDefinition.sortOrder);
  const reading = doc.ocrStatus === 'queued';
  const duplicates = useDuplicates(doc.id, doc.documentTypeTemplateId);
  // A resubmitted invoice opens as a new draft: say what it is and what is left, or the vendor
  // takes it for sent (docs/history.md §28).
  const newVersion =
    doc.previousVersionDocId !== null &&
    doc.side === 'sender' &&
    (doc.routeStatusId === RouteStatus.New || doc.routeStatusId === RouteStatus.Pending);

  return (
    <Box>
      {doc.rejectionReason && (
        <RejectionReason reason={doc.rejectionReason} details={doc.rejection && <RejectionDetails doc={doc} />} />
      )}
      <DuplicateWarning items={duplicates.data?.items ?? []} />
      <ResubmissionChanges doc={doc} />
      <FieldWarnings doc={doc} />
      {doc.hasTemporaryFile && doc.actions.resubmit && <ReplacementNote status={doc.temporaryFileOcrStatus} />}
      {newVersion && (
        <Alert severity="info" sx={{ mb: 2 }}>
          This is the new version of a rejected document. It is not sent yet: check it, then Send it.
        </Alert>
      )}
      {doc.ocrStatus === 'failed' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          The text of this document could not be read; enter its values by hand.
        </Alert>
      )}
      {reading ? (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4, justifyContent: 'center' }}>
          <CircularProgress size={24} aria-hidden="true" />
          <Typography color="text.secondary">Reading the document…</Typography>
        </Box>
      ) : editable ? (
        <Stack spacing={2} sx={{ pt: 1 }}>
          {fields.map((m) => (
            <MetadataField key={m.key} entry={m} />
          ))}
        </Stack>
      ) : (
        <Box component="dl" sx={{ m: 0 }}>
          {fields.map((m) => (
            <MetadataField key={m.key} entry={m} />
          ))}
        </Box>
      )}
      {!reading && after}
    </Box>
  );
}
