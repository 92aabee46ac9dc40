import type { AppContext } from '../../app-context.js';
import type { ApiHandlers } from '../../http/handlers.js';
import { listJobs } from './list-jobs.js';
import { retryJob } from './retry-job.js';

/**
 * The background work of the whole fleet, for the platform operator (a global user) only: jobs
 * belong to no company, and their errors may name any company's files, so to anyone else the
 * calls do not exist (404, by their declarations' `platformOnly`: packages/contracts/src/api/platform.ts).
 */
export const operationsHandlers = (ctx: AppContext) =>
  ({
    listJobs: async () => listJobs(ctx.db),
    retryJob: async ({ params }) => {
      await retryJob(ctx.db, params.jobId);
      ctx.jobs.kick();
      return { ok: true as const };
    },
  }) satisfies ApiHandlers;
