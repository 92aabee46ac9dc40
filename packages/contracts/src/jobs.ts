import { z } from 'zod';
import { wholeNumber } from './common.js';

/**
 * The states of a background job (apps/server/src/jobs/queue.ts): `parked` when its process died
 * under it five times in a row, set aside for the platform operator.
 */
export const jobStatus = z.enum(['queued', 'running', 'done', 'failed', 'parked']);

/** How many jobs of a kind are in a state. */
export const jobCount = z.object({ kind: z.string(), status: jobStatus, count: z.number().int() });

/**
 * A job that failed for good: every attempt spent (or one that could never succeed); or parked:
 * its process died under it five times in a row (the error says so).
 */
export const failedJob = z.object({
  id: z.number().int(),
  kind: z.string(),
  status: z.enum(['failed', 'parked']),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});

/** Periodic work the fleet runs once per period (the janitor). */
export const periodicRun = z.object({
  name: z.string(),
  lastStartedAt: z.string(),
  lastFinishedAt: z.string().nullable(),
  lastError: z.string().nullable(),
});

export const jobsOverview = z.object({
  counts: z.array(jobCount),
  /** Seconds the oldest job ready to run has waited; null when none waits. */
  oldestQueuedSeconds: z.number().nullable(),
  /** The most recent failures (and parked jobs) first, at most 100. */
  failures: z.array(failedJob),
  periodic: z.array(periodicRun),
});
export type JobsOverview = z.infer<typeof jobsOverview>;

/** A job's id: canonical digits, as every id in a path (a bigserial, so up to 2^53 − 1 here). */
export const jobIdParams = z.object({
  jobId: wholeNumber((n) => n.positive().max(Number.MAX_SAFE_INTEGER)),
});
