import { sealIsIntact } from '@docvue/contracts';
import GppBad from '@mui/icons-material/GppBad';
import VerifiedUser from '@mui/icons-material/VerifiedUser';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { useVerification } from '../api/verify-document';
import { useDocumentScreen } from '../hooks/document-context';

/**
 * For a signed document: whether the current file's seal is intact (`GET /documents/{id}/verify`),
 * so the operator sees at a glance that the returned PDF is the one the owner signed.
 */
export function SealStatus() {
  const { doc } = useDocumentScreen();
  const signed = doc.documentSignatures.length > 0;
  const check = useVerification(doc.id, signed);
  if (!signed || !check.data) return null;
  const v = check.data;
  const intact = sealIsIntact(v);
  return (
    <Tooltip title={v.summary}>
      <Chip
        size="small"
        variant="outlined"
        color={intact ? 'success' : 'error'}
        icon={intact ? <VerifiedUser /> : <GppBad />}
        label={intact ? 'Signature verified' : 'Signature not valid'}
        aria-label={v.summary}
        role="status"
      />
    </Tooltip>
  );
}
