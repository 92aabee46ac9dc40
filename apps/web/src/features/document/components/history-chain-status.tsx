import GppBad from '@mui/icons-material/GppBad';
import VerifiedUser from '@mui/icons-material/VerifiedUser';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { displayTimestamp } from '@/lib/format-value';
import { useHistoryChain } from '../api/get-history';
import { useDocumentScreen } from '../hooks/document-context';

/**
 * The line on the Audit History tab saying whether the history is as written (issue 46.8): each
 * entry's hash covers every column and the one before it (apps/server/src/document-history/chain.ts),
 * so a changed or removed entry shows as the first entry that does not match.
 */
export function HistoryChainStatus() {
  const { doc, dateFormat } = useDocumentScreen();
  const chain = useHistoryChain(doc.id);
  if (!chain.data) return null;
  const { intact, entryCount, firstBrokenEntry: broken } = chain.data;
  const text = intact
    ? `History verified: ${entryCount === 1 ? 'its entry is' : `all ${entryCount} entries are`} as written.`
    : broken
      ? `History changed: the entry "${broken.operation.name}" of ${displayTimestamp(broken.updateDate, dateFormat)} does not match what was written; it or an entry before it was changed or removed.`
      : 'History changed: it does not match what was written.';
  return (
    <Box
      role="status"
      aria-label="History check"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 2,
        py: 1,
        color: intact ? 'success.main' : 'error.main',
      }}
    >
      {intact ? <VerifiedUser fontSize="small" /> : <GppBad fontSize="small" />}
      <Typography variant="body2">{text}</Typography>
    </Box>
  );
}
