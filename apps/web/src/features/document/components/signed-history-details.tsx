import type { HistoryEntry } from '@docvue/contracts';
import { api, sealIsIntact } from '@docvue/contracts';
import Download from '@mui/icons-material/Download';
import GppBad from '@mui/icons-material/GppBad';
import VerifiedUser from '@mui/icons-material/VerifiedUser';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { displayTimestamp } from '@/lib/format-value';
import { downloadFile } from '@/lib/download';
import { messageOf, notify } from '@/lib/notify';
import { useVerification } from '../api/verify-document';
import { useDocumentScreen } from '../hooks/document-context';
import type { SignedDetails } from '../utils/history';

const points = (n: number) => Math.round(n);

/**
 * A signed return in the audit history: who signed, when, where on which page, the seal, and
 * the way to the sealed file and to its check. The signed file is the document's file for good
 * (a returned division order is never moved again nor its file replaced), so the document's
 * download and verification are those of that version.
 */
export function SignedHistoryDetails({ entry, details }: { entry: HistoryEntry; details: SignedDetails }) {
  const { doc, dateFormat } = useDocumentScreen();
  const check = useVerification(doc.id, true);
  const v = check.data;
  const intact = v ? sealIsIntact(v) : false;
  const download = () =>
    downloadFile(api.downloadDocument, { params: { id: doc.id } }, doc.fileName).catch((err: unknown) =>
      notify.error(messageOf(err)),
    );
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Typography>
        Signed by {entry.updateUser ?? 'an unknown user'} on {displayTimestamp(entry.updateDate, dateFormat)}.
      </Typography>
      <Typography>
        The signature is on page {details.page}, in a box of {points(details.width)} × {points(details.height)} points,{' '}
        {points(details.x)} from the left and {points(details.y)} from the top of the page.
      </Typography>
      <Typography>The file was sealed by “{details.sealedBy}”.</Typography>
      {check.isPending && <CircularProgress size={20} aria-label="Checking the seal" />}
      {v && (
        <Alert
          severity={intact ? 'success' : 'error'}
          icon={intact ? <VerifiedUser /> : <GppBad />}
          role="status"
          aria-label="Seal check"
        >
          {v.summary}
        </Alert>
      )}
      <Box>
        <Button variant="outlined" startIcon={<Download />} onClick={() => void download()}>
          Download the signed file
        </Button>
      </Box>
    </Box>
  );
}
