import { statementFileLimits } from '@docvue/contracts';
import type { JobThreadLimits } from '../../config.js';
import { jobThreadItems } from '../../jobs/job-thread.js';
import type { AppContext } from '../../app-context.js';
import type { StatementFileInput, StatementFileItem } from './file-thread/protocol.js';
import type { RunRow } from './run-repository.js';

const entry = new URL('./file-thread/boot.mjs', import.meta.url);

/** A run's thread when the job names none (tests that call the run directly): JOB_THREAD_* defaults. */
export const defaultRunThreadLimits: JobThreadLimits = { memoryMb: 512, timeoutMs: 30 * 60 * 1000 };

/**
 * The run's file, read, checked and rendered in a thread of its own (file-thread/, issue 39: one
 * check of 2,000,000 empty lines filled the process's 4 GB heap): a file that needs more memory or
 * time than `limits` fails the job by itself (jobs/job-thread.ts), and the process goes on. The
 * stored file streams from here to the thread as it asks for it.
 */
export async function* readStatementFile(
  app: Pick<AppContext, 'blobs'>,
  run: RunRow,
  renderFrom: number | null,
  limits: JobThreadLimits,
): AsyncGenerator<StatementFileItem> {
  const input: StatementFileInput = {
    format: run.format === 'json' ? 'json' : 'csv',
    maxJsonBytes: statementFileLimits.maxJsonBytes,
    renderFrom,
  };
  yield* jobThreadItems<StatementFileItem, StatementFileInput>({
    entry,
    input,
    source: await app.blobs.open(run.blobSha256),
    limits,
    what: 'Reading the revenue file',
  });
}
