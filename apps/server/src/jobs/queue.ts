import { and, asc, eq, inArray, lte, notInArray, or, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../db/client.js';
import { jobs } from '../db/schema/index.js';
import type { JobKindValue, JobPayload } from './kinds.js';

export type JobRow = typeof jobs.$inferSelect;

/** Queues work in the caller's transaction: the job exists exactly when the change that needs it does. */
export async function enqueueJob<K extends JobKindValue>(
  tx: Queryable,
  kind: K,
  payload: JobPayload<K>,
  maxAttempts = 3,
  /** Not before this (a retry that keeps its own schedule, like a webhook delivery's). */
  runAfter?: Date,
) {
  const [row] = await tx
    .insert(jobs)
    .values({ kind, payload, maxAttempts, ...(runAfter ? { runAfter } : {}) })
    .returning({ id: jobs.id });
  return row!.id;
}

/** Deaths in a row of the process running a job after which it is parked (issues 39 and 46). */
export const DEATHS_BEFORE_PARKING = 5;

/** What a parked job is marked with, for the platform operator (jobs screen) and what it was for. */
export const PARKED_REASON = `The process running this job died ${DEATHS_BEFORE_PARKING} times in a row while it ran (out of memory, killed, or stuck), so it is set aside for the platform operator instead of being run again.`;

/**
 * Claims the next job that is ready, or whose lease ran out: a running job's process renews
 * `locked_at` while it works, so a lease older than `leaseMs` means that process died (or hung),
 * and any running process takes the job over. `for update skip locked` lets several processes
 * share the table without taking the same job.
 *
 * Taking a job does not spend an attempt: attempts count the failures a job reports itself
 * (`failJob`). A lapsed lease counts a death instead; the fifth in a row parks the job (status
 * `parked`, returned so the runner can mark what it was for): a job that takes down every process
 * that runs it (a file that exhausts memory outside its thread) stops doing so.
 */
export async function claimNextJob(
  db: Database,
  kinds: string[],
  leaseMs: number,
  /**
   * The jobs the claiming process is running itself: never taken over by it, however late their
   * renewal (an event loop held by a long statement on PGlite renews late, and that is no death).
   */
  own: number[] = [],
): Promise<JobRow | undefined> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const [next] = await tx
      .select({ id: jobs.id, status: jobs.status, deaths: jobs.deaths })
      .from(jobs)
      .where(
        and(
          inArray(jobs.kind, kinds),
          own.length > 0 ? notInArray(jobs.id, own) : undefined,
          or(
            and(eq(jobs.status, 'queued'), lte(jobs.runAfter, now)),
            and(eq(jobs.status, 'running'), lte(jobs.lockedAt, new Date(now.getTime() - leaseMs))),
          ),
        ),
      )
      .orderBy(asc(jobs.runAfter), asc(jobs.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!next) return undefined;
    const died = next.status === 'running';
    const parked = died && next.deaths + 1 >= DEATHS_BEFORE_PARKING;
    const [claimed] = await tx
      .update(jobs)
      .set(
        parked
          ? { status: 'parked', deaths: next.deaths + 1, lockedAt: null, lastError: PARKED_REASON, finishedAt: now }
          : { status: 'running', lockedAt: now, ...(died ? { deaths: next.deaths + 1 } : {}) },
      )
      .where(eq(jobs.id, next.id))
      .returning();
    return claimed;
  });
}

/** Keeps a running job's lease (the runner calls it while the job works). */
export async function renewLease(db: Queryable, id: number) {
  await db
    .update(jobs)
    .set({ lockedAt: new Date() })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'running')));
}

export async function finishJob(db: Queryable, id: number) {
  await db
    .update(jobs)
    .set({ status: 'done', finishedAt: new Date(), lastError: null, deaths: 0 })
    .where(eq(jobs.id, id));
}

/**
 * Hands a running job back to the queue as it is (a process stopping: SIGTERM, a deploy): ready
 * at once for any process, its lease released, no attempt spent and no death counted.
 */
export async function releaseJob(db: Queryable, id: number) {
  await db
    .update(jobs)
    .set({ status: 'queued', lockedAt: null, runAfter: new Date() })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'running')));
}

/**
 * A failure the job reported spends an attempt (and ends a run of deaths); it is retried with
 * backoff until maxAttempts, then the job stays `failed` for a person to see (at once when
 * `final`: another attempt would fail the same way). Returns whether that was the last attempt.
 */
export async function failJob(db: Queryable, job: JobRow, error: string, opts: { final?: boolean } = {}) {
  const attempts = job.attempts + 1;
  const final = opts.final === true || attempts >= job.maxAttempts;
  const backoffMs = 2000 * 2 ** Math.max(0, attempts - 1);
  await db
    .update(jobs)
    .set({
      status: final ? 'failed' : 'queued',
      attempts,
      deaths: 0,
      lockedAt: null,
      lastError: error.slice(0, 2000),
      runAfter: new Date(Date.now() + backoffMs),
      finishedAt: final ? new Date() : null,
    })
    .where(eq(jobs.id, job.id));
  return final;
}

/** The states a job waits or ends in that /metrics counts (`done` jobs are history). */
export const COUNTED_JOB_STATES = ['queued', 'running', 'failed', 'parked'] as const;

/**
 * Jobs waiting, running, failed for good and parked across the fleet, by kind, and how long the
 * oldest ready job has waited (seconds; 0 when none waits): one statement, for /metrics.
 */
export async function jobCounts(db: Queryable): Promise<{
  byKind: { kind: string; status: string; n: number }[];
  oldestQueuedSeconds: number;
}> {
  const rows = await db
    .select({
      kind: jobs.kind,
      status: jobs.status,
      n: sql<number>`count(*)::int`,
      waited: sql<
        number | null
      >`extract(epoch from now() - min(${jobs.runAfter}) filter (where ${jobs.runAfter} <= now()))::float8`,
    })
    .from(jobs)
    .where(inArray(jobs.status, [...COUNTED_JOB_STATES]))
    .groupBy(jobs.kind, jobs.status);
  let oldestQueuedSeconds = 0;
  for (const r of rows) {
    if (r.status === 'queued' && r.waited !== null)
      oldestQueuedSeconds = Math.max(oldestQueuedSeconds, Number(r.waited));
  }
  return { byKind: rows.map((r) => ({ kind: r.kind, status: r.status, n: Number(r.n) })), oldestQueuedSeconds };
}
