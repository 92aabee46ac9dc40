import type { AppContext } from '../../app-context.js';
import type { ApiHandlers } from '../../http/handlers.js';
import { getHistoryVerification } from './get-history-verification.js';
import { listJobs } from './list-jobs.js';
import { retryJob } from './retry-job.js';
import { startHistoryVerification } from './start-history-verification.js';

/**
 * The background work of the whole fleet, for the platform operator (a global user) only: jobs
 * belong to no company, and their errors may name any company's files, so to anyone else the
 * calls do not exist (404, by their declarations' `platformOnly`: packages/contracts/src/api/platform.ts).
 * So does the check of every document's history.
 */
export const operationsHandlers = (app: AppContext) =>
  ({
    listJobs: async () => listJobs(app.db),
    retryJob: async ({ params }) => {
      await retryJob(app.db, params.jobId);
      app.jobs.kick();
      return { ok: true as const };
    },
    startHistoryVerification: async ({ identity }) => {
      const run = await startHistoryVerification(app.db, identity.userId);
      app.jobs.kick();
      return run;
    },
    getHistoryVerification: async () => getHistoryVerification(app.db),
  }) satisfies ApiHandlers;
