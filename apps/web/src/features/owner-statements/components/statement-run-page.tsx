import { statementFileLimits, type StatementRun } from '@docvue/contracts';
import Download from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { PageHeading } from '@/components/page-heading';
import { UploadPanel, useChosenFile, useFileUpload } from '@/components/upload-panel';
import { messageOf, notify } from '@/lib/notify';
import {
  downloadStatementTemplate,
  isRunning,
  useStatementRun,
  useStatementRunErrors,
  useUploadStatementRun,
} from '../api/statement-runs';

const ACCEPT = '.csv,.json,text/csv,application/json';
const PAGE_SIZE = 50;

/** What the run is doing, in words. */
function phase(run: StatementRun) {
  switch (run.status) {
    case 'queued':
      return 'Waiting to start…';
    case 'running':
      return `Checking and sending: ${run.checksDone.toLocaleString('en-US')} checks done, ${run.statementsMade.toLocaleString('en-US')} statements sent`;
    case 'notifying':
      return `Telling the owners: ${run.ownersNotified.toLocaleString('en-US')} told`;
    case 'done':
      return `Done: ${run.statementsMade.toLocaleString('en-US')} statements sent to ${run.ownersNotified.toLocaleString('en-US')} owners; ${run.checksRefused.toLocaleString('en-US')} checks not sent`;
    default:
      return run.failure ?? 'The run stopped.';
  }
}

/** The share of the run done: the file read while checking, then the owners told. */
function percentOf(run: StatementRun) {
  if (run.status === 'done') return 100;
  if (run.status === 'notifying') return 95;
  if (run.status === 'queued' || run.fileSize === 0) return 0;
  return Math.min(94, Math.round((run.bytesRead / run.fileSize) * 94));
}

function RunProgress({ run }: { run: StatementRun }) {
  const percent = percentOf(run);
  return (
    <Box>
      <Typography variant="subtitle1">{run.fileName}</Typography>
      {run.status !== 'failed' && (
        <LinearProgress variant="determinate" value={percent} aria-label="Run progress" sx={{ my: 1 }} />
      )}
      <Typography variant="body2" color={run.status === 'failed' ? 'error' : 'text.secondary'} role="status">
        {phase(run)}
      </Typography>
    </Box>
  );
}

function RunErrors({ run }: { run: StatementRun }) {
  const [page, setPage] = useState(0);
  const errors = useStatementRunErrors(run.id, page + 1, PAGE_SIZE, !isRunning(run) && run.errorCount > 0);
  if (run.errorCount === 0) return null;
  return (
    <Box>
      <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
        {`${run.errorCount.toLocaleString('en-US')} problems found`}
      </Typography>
      <Table size="small" aria-label="Problems found">
        <TableHead>
          <TableRow>
            <TableCell>Line</TableCell>
            <TableCell>Column</TableCell>
            <TableCell>Check</TableCell>
            <TableCell>Problem</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {(errors.data?.items ?? []).map((e, i) => (
            <TableRow key={`${e.lineNumber}-${i}`}>
              <TableCell>{e.lineNumber || '—'}</TableCell>
              <TableCell>{e.column ?? ''}</TableCell>
              <TableCell>{e.checkNumber ?? ''}</TableCell>
              <TableCell>{e.message}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <TablePagination
        component="div"
        count={errors.data?.totalRecords ?? run.errorCount}
        page={page}
        rowsPerPage={PAGE_SIZE}
        rowsPerPageOptions={[PAGE_SIZE]}
        onPageChange={(_, p) => setPage(p)}
      />
    </Box>
  );
}

/**
 * /ownerstatements/runs: the operator's monthly run. Download the template, upload one CSV or
 * JSON file (docs/owner-statement-format.md), then follow the run on its progress bar (read
 * every two seconds) and read every problem at its line and column.
 */
export function StatementRunPage() {
  const upload = useFileUpload(useUploadStatementRun());
  const chosen = useChosenFile((file) =>
    /\.(csv|json)$/i.test(file.name) ? null : 'The monthly revenue file must be a .csv or .json file.',
  );
  const [runId, setRunId] = useState<number | null>(null);
  const run = useStatementRun(runId);

  const start = () => {
    const file = chosen.toSend();
    if (file) upload.start(file, (answer) => setRunId(answer.id));
  };
  const again = () => {
    setRunId(null);
    chosen.clear();
  };
  const template = (format: 'csv' | 'json') =>
    void downloadStatementTemplate(format).catch((err: unknown) => notify.error(messageOf(err)));

  return (
    <>
      <PageHeading>Owner Statement Run</PageHeading>
      {runId !== null ? (
        <Box sx={{ maxWidth: 960, display: 'flex', flexDirection: 'column', gap: 2 }}>
          {run.data ? <RunProgress run={run.data} /> : <LinearProgress aria-label="Loading the run" />}
          {run.data && !isRunning(run.data) && <RunErrors run={run.data} />}
          {run.data && !isRunning(run.data) && (
            <Box>
              <Button variant="contained" onClick={again}>
                Upload Another File
              </Button>
            </Box>
          )}
        </Box>
      ) : (
        <UploadPanel
          chosen={chosen}
          accept={ACCEPT}
          maxBytes={statementFileLimits.maxCsvBytes}
          tooLargeMessage="The file is larger than 512 MB."
          onUpload={start}
          upload={upload}
        >
          <Alert severity="info">
            One file a month: every owner&apos;s checks with their detail lines. Each line is checked (Texas §91.502
            items, volume × price × decimal, net, the check&apos;s total); the good checks are sent to their owners.
          </Alert>
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button variant="outlined" startIcon={<Download />} onClick={() => template('csv')}>
              Download CSV Template
            </Button>
            <Button variant="outlined" startIcon={<Download />} onClick={() => template('json')}>
              Download JSON Template
            </Button>
          </Box>
        </UploadPanel>
      )}
    </>
  );
}
