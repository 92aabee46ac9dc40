import Refresh from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { JobsOverview } from '@docvue/contracts';
import { useRef, type RefObject } from 'react';
import { PageHeading } from '@/components/page-heading';
import { displayTimestamp } from '@/lib/format-value';
import { notify } from '@/lib/notify';
import { useDateFormat } from '@/lib/personalization';
import { useJobs } from '../api/list-jobs';
import { useRetryJob } from '../api/retry-job';
import { HistoryCheck } from './history-check';

const STATES = ['queued', 'running', 'done', 'failed', 'parked'] as const;
const STATE_LABELS: Record<(typeof STATES)[number], string> = {
  queued: 'Queued',
  running: 'Running',
  done: 'Done',
  failed: 'Failed',
  parked: 'Parked',
};

/** A wait in seconds as a person reads it: "45 s", "12 min", "3 h 5 min", "2 d 4 h". */
export function waitText(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} s`;
  const minutes = Math.floor(s / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
}

/** One row per kind, one column per state; a kind without jobs in a state counts 0. */
function countsByKind(counts: JobsOverview['counts']) {
  const byKind = new Map<string, Record<(typeof STATES)[number], number>>();
  for (const { kind, status, count } of counts) {
    const row = byKind.get(kind) ?? { queued: 0, running: 0, done: 0, failed: 0, parked: 0 };
    row[status] += count;
    byKind.set(kind, row);
  }
  return [...byKind.entries()].sort(([a], [b]) => a.localeCompare(b));
}

function SectionHeading({
  id,
  children,
  headingRef,
}: {
  id: string;
  children: string;
  headingRef?: RefObject<HTMLHeadingElement | null>;
}) {
  return (
    <Typography ref={headingRef} id={id} component="h2" variant="h6" tabIndex={-1} sx={{ mt: 3, mb: 1 }}>
      {children}
    </Typography>
  );
}

/** The error as the job left it: kept whole (stack lines too), wrapped rather than widening the page. */
const errorSx = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'monospace', fontSize: '0.8rem' };

/**
 * /jobs, for the platform operator (a global user) only: the background jobs of the whole network
 * (they belong to no company). How many of each kind wait, run, are done, failed or parked, how long
 * the oldest has waited, the jobs that failed for good or were parked (their process died under them
 * five times in a row: apps/server/src/jobs/queue.ts) with their errors (each can run again), and
 * when the periodic work last ran, and the check of every document's history. Tables scroll sideways in their own box, so the page holds at 375 px.
 */
export function JobsPage() {
  const jobs = useJobs();
  const retry = useRetryJob();
  const dateFormat = useDateFormat();
  const data = jobs.data;
  const rows = data ? countsByKind(data.counts) : [];
  const retrying = retry.isPending ? retry.variables : undefined;

  const failuresHeading = useRef<HTMLHeadingElement>(null);
  // The retried job leaves the list with the button that had the focus: the focus goes to the
  // list's heading rather than back to the top of the page (WCAG 2.4.3).
  const onRetry = (jobId: number) =>
    retry.mutate(jobId, {
      onSuccess: () => {
        notify.success(`Job ${jobId} will run again.`);
        failuresHeading.current?.focus();
      },
    });

  return (
    <Box sx={{ maxWidth: 1100, minWidth: 0 }}>
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <PageHeading>Background Jobs</PageHeading>
        <Button
          variant="outlined"
          startIcon={<Refresh />}
          onClick={() => void jobs.refetch()}
          disabled={jobs.isFetching}
          sx={{ mb: 2 }}
        >
          Refresh
        </Button>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        The work every process of the network does in the background, for all companies.
      </Typography>
      {jobs.isFetching && <LinearProgress aria-label="Loading jobs" />}

      {data && (
        <>
          <SectionHeading id="job-counts-heading">Jobs by kind</SectionHeading>
          <Typography sx={{ mb: 1 }}>
            {data.oldestQueuedSeconds === null
              ? 'No job is waiting.'
              : `The oldest waiting job has waited ${waitText(data.oldestQueuedSeconds)}.`}
          </Typography>
          {rows.length === 0 ? (
            <Typography color="text.secondary">There are no jobs.</Typography>
          ) : (
            <TableContainer sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-labelledby="job-counts-heading" sx={{ minWidth: 480 }}>
                <TableHead>
                  <TableRow>
                    <TableCell component="th" scope="col">
                      Kind
                    </TableCell>
                    {STATES.map((state) => (
                      <TableCell key={state} component="th" scope="col" align="right">
                        {STATE_LABELS[state]}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.map(([kind, counts]) => (
                    <TableRow key={kind}>
                      <TableCell component="th" scope="row">
                        {kind}
                      </TableCell>
                      {STATES.map((state) => (
                        <TableCell key={state} align="right">
                          {counts[state]}
                        </TableCell>
                      ))}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}

          <SectionHeading id="job-failures-heading" headingRef={failuresHeading}>
            Failed jobs
          </SectionHeading>
          {data.failures.length === 0 ? (
            <Typography color="text.secondary">No job has failed.</Typography>
          ) : (
            <TableContainer sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-labelledby="job-failures-heading" sx={{ minWidth: 720 }}>
                <TableHead>
                  <TableRow>
                    <TableCell component="th" scope="col">
                      Job
                    </TableCell>
                    <TableCell component="th" scope="col">
                      Kind
                    </TableCell>
                    <TableCell component="th" scope="col">
                      State
                    </TableCell>
                    <TableCell component="th" scope="col">
                      Failed
                    </TableCell>
                    <TableCell component="th" scope="col" align="right">
                      Attempts
                    </TableCell>
                    <TableCell component="th" scope="col">
                      Error
                    </TableCell>
                    <TableCell component="th" scope="col">
                      Action
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.failures.map((job) => {
                    const when = job.finishedAt ?? job.createdAt;
                    return (
                      <TableRow key={job.id}>
                        <TableCell component="th" scope="row">
                          {job.id}
                        </TableCell>
                        <TableCell>{job.kind}</TableCell>
                        <TableCell>{STATE_LABELS[job.status]}</TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>
                          <time dateTime={when}>{displayTimestamp(when, dateFormat)}</time>
                        </TableCell>
                        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                          {job.attempts} of {job.maxAttempts}
                        </TableCell>
                        <TableCell sx={{ minWidth: 240 }}>
                          <Box component="span" sx={errorSx}>
                            {job.error ?? 'No error was recorded.'}
                          </Box>
                        </TableCell>
                        <TableCell>
                          <Button
                            size="small"
                            variant="outlined"
                            aria-label={`Retry job ${job.id}`}
                            disabled={retrying === job.id}
                            onClick={() => onRetry(job.id)}
                          >
                            Retry
                          </Button>
                        </TableCell>
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            </TableContainer>
          )}

          <SectionHeading id="job-periodic-heading">Periodic work</SectionHeading>
          {data.periodic.length === 0 ? (
            <Typography color="text.secondary">No periodic work has run yet.</Typography>
          ) : (
            <TableContainer sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-labelledby="job-periodic-heading" sx={{ minWidth: 560 }}>
                <TableHead>
                  <TableRow>
                    <TableCell component="th" scope="col">
                      Name
                    </TableCell>
                    <TableCell component="th" scope="col">
                      Last run
                    </TableCell>
                    <TableCell component="th" scope="col">
                      Finished
                    </TableCell>
                    <TableCell component="th" scope="col">
                      Last error
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.periodic.map((run) => (
                    <TableRow key={run.name}>
                      <TableCell component="th" scope="row">
                        {run.name}
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        <time dateTime={run.lastStartedAt}>{displayTimestamp(run.lastStartedAt, dateFormat)}</time>
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {run.lastFinishedAt ? (
                          <time dateTime={run.lastFinishedAt}>{displayTimestamp(run.lastFinishedAt, dateFormat)}</time>
                        ) : (
                          'Not finished'
                        )}
                      </TableCell>
                      <TableCell sx={{ minWidth: 200 }}>
                        {run.lastError ? (
                          <Box component="span" sx={errorSx}>
                            {run.lastError}
                          </Box>
                        ) : (
                          'None'
                        )}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </>
      )}

      <SectionHeading id="history-check-heading">History check</SectionHeading>
      <HistoryCheck />
    </Box>
  );
}
