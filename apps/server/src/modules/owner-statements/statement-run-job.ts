import type { AppContext } from '../../app-context.js';
import type { JobHandlerOf } from '../../jobs/runner.js';
import { runStatementFile } from './run-statement-file.js';
import { updateRun } from './run-repository.js';

/**
 * The job `statements.run`: a run taken over after a crash continues behind its cursor; its file is
 * read in a thread with the job thread's limits (JOB_THREAD_MEMORY_MB, JOB_THREAD_SECONDS).
 */
export const statementRunJobHandler = (app: AppContext): JobHandlerOf<'statements.run'> => ({
  run: (job) => runStatementFile(app, job.payload.runId, { thread: app.config.jobs.thread }),
  gaveUp: (job, error) =>
    updateRun(app.db, job.payload.runId, {
      status: 'failed',
      failure: `The run stopped: ${error}`,
      finishedAt: new Date(),
    }),
});
