import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { HistoryVerificationRun } from '@docvue/contracts';
import { Link as RouterLink } from 'react-router';
import { displayTimestamp } from '@/lib/format-value';
import { useDateFormat } from '@/lib/personalization';
import { useHistoryVerification } from '../api/get-history-verification';
import { useStartHistoryVerification } from '../api/start-history-verification';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function RunState({ run }: { run: HistoryVerificationRun }) {
  const dateFormat = useDateFormat();
  const percent = run.documentsTotal > 0 ? Math.min(100, Math.round((run.checked / run.documentsTotal) * 100)) : 100;
  const more = run.broken - run.brokenDocuments.length;
  return (
    <>
      {run.status === 'running' && (
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-label="History check progress"
          sx={{ mb: 1, maxWidth: 480 }}
        />
      )}
      <Typography sx={{ mb: 1 }}>
        {run.status === 'running' ? 'Running' : run.status === 'done' ? 'Finished' : 'Stopped'}
        {' · started '}
        <time dateTime={run.startedAt}>{displayTimestamp(run.startedAt, dateFormat)}</time>
        {run.finishedAt && (
          <>
            {', ended '}
            <time dateTime={run.finishedAt}>{displayTimestamp(run.finishedAt, dateFormat)}</time>
          </>
        )}
        . Checked {run.checked} of {plural(run.documentsTotal, 'document', 'documents')}: {run.intact} intact,{' '}
        {run.broken} broken.
      </Typography>
      {run.failure && (
        <Typography color="error" sx={{ mb: 1 }}>
          The check stopped: {run.failure}
        </Typography>
      )}
      {run.brokenDocuments.length > 0 && (
        <Box component="section" aria-labelledby="history-check-broken">
          <Typography id="history-check-broken" sx={{ fontWeight: 600 }}>
            Documents whose history does not match
          </Typography>
          <Box component="ul" sx={{ mt: 0.5 }}>
            {run.brokenDocuments.map((d) => (
              <li key={d.documentId}>
                <Link component={RouterLink} to={`/documents/${d.documentId}`}>
                  Document {d.documentId}
                </Link>{' '}
                (first entry that does not match: {d.entryId})
              </li>
            ))}
          </Box>
          {more > 0 && <Typography>and {plural(more, 'more document', 'more documents')}.</Typography>}
        </Box>
      )}
    </>
  );
}

/**
 * The platform operator's check of every document's history chain (issue 46.8): started here, worked
 * by a background job in batches (apps/server/src/modules/operations/verify-every-history.ts), its
 * progress read every 2 s while it runs; the broken documents link to their page, whose Audit History
 * tab names the entry.
 */
export function HistoryCheck() {
  const latest = useHistoryVerification();
  const start = useStartHistoryVerification();
  const run = latest.data?.run ?? null;
  const running = run?.status === 'running';
  return (
    <Box>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        Recomputes the hash chain of every document’s audit history, to find entries changed outside the application.
      </Typography>
      {latest.isSuccess && !run && <Typography sx={{ mb: 1 }}>No check of every history has run yet.</Typography>}
      {run && <RunState run={run} />}
      <Button variant="outlined" disabled={running || start.isPending} onClick={() => start.mutate()}>
        Check every history
      </Button>
    </Box>
  );
}
