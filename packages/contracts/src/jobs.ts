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

/** The first broken documents a check of every history names (the rest are counted only). */
export const HISTORY_CHECK_BROKEN_SHOWN = 50;

/**
 * A check of every document's history chain across the platform (issue 46.8), started by the
 * platform operator and worked by a background job in batches: how far it got, and what it found.
 */
export const historyVerificationRun = z.object({
  id: z.number().int(),
  status: z.enum(['running', 'done', 'failed']),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  /** Documents when it started; `checked` of them so far. */
  documentsTotal: z.number().int(),
  checked: z.number().int(),
  intact: z.number().int(),
  broken: z.number().int(),
  /** The first broken documents in id order, each with the first entry that does not match. */
  brokenDocuments: z.array(z.object({ documentId: z.number().int(), entryId: z.number().int() })),
  /** Why the job stopped, when it failed. */
  failure: z.string().nullable(),
});
export type HistoryVerificationRun = z.infer<typeof historyVerificationRun>;

/** `GET /platform/history-verification`: the latest check, or null when none was ever started. */
export const latestHistoryVerification = z.object({ run: historyVerificationRun.nullable() });
export type LatestHistoryVerification = z.infer<typeof latestHistoryVerification>;
