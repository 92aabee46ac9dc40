import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { jobs, periodicRuns } from '../../db/schema/index.js';

/** How many jobs of each kind are in each state. */
export async function jobCounts(db: Database) {
  return db
    .select({ kind: jobs.kind, status: jobs.status, count: sql<number>`count(*)::int` })
    .from(jobs)
    .groupBy(jobs.kind, jobs.status)
    .orderBy(asc(jobs.kind), asc(jobs.status));
}

/** When the oldest job ready to run became ready, if one waits. */
export async function oldestReadySince(db: Database): Promise<Date | undefined> {
  const [row] = await db
    .select({ runAfter: jobs.runAfter })
    .from(jobs)
    .where(and(eq(jobs.status, 'queued'), lte(jobs.runAfter, new Date())))
    .orderBy(asc(jobs.runAfter))
    .limit(1);
  return row?.runAfter;
}

/** The latest jobs that failed for good or were parked. */
export async function latestFailures(db: Database, limit: number) {
  return db
    .select({
      id: jobs.id,
      kind: jobs.kind,
      status: sql<'failed' | 'parked'>`${jobs.status}`,
      attempts: jobs.attempts,
      maxAttempts: jobs.maxAttempts,
      error: jobs.lastError,
      createdAt: jobs.createdAt,
      finishedAt: jobs.finishedAt,
    })
    .from(jobs)
    .where(inArray(jobs.status, ['failed', 'parked']))
    .orderBy(desc(jobs.finishedAt), desc(jobs.id))
    .limit(limit);
}

export async function periodicRunList(db: Database) {
  return db.select().from(periodicRuns).orderBy(asc(periodicRuns.name));
}

/** The job's state, if it exists. */
export async function jobStatusOf(db: Database, id: number): Promise<string | undefined> {
  const [row] = await db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, id));
  return row?.status;
}

/**
 * Queues a failed or parked job again with all its attempts and no deaths counted (its last error
 * stays until it succeeds). Says whether it was failed or parked: two operators retrying at once
 * queue it once.
 */
export async function requeueFailedJob(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ status: 'queued', attempts: 0, deaths: 0, runAfter: new Date(), lockedAt: null, finishedAt: null })
    .where(and(eq(jobs.id, id), inArray(jobs.status, ['failed', 'parked'])))
    .returning({ id: jobs.id });
  return rows.length > 0;
}
