import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../db/client.js';
import { jobs } from '../db/schema/index.js';

export type JobRow = typeof jobs.$inferSelect;

/** Queues work in the caller's transaction: the job exists exactly when the change that needs it does. */
export async function enqueueJob(tx: Queryable, kind: string, payload: Record<string, unknown>, maxAttempts = 3) {
  const [row] = await tx.insert(jobs).values({ kind, payload, maxAttempts }).returning({ id: jobs.id });
  return row!.id;
}

/**
 * Claims the next ready job. `for update skip locked` lets several worker processes share
 * the table without taking the same job.
 */
export async function claimNextJob(db: Database, kinds: string[]): Promise<JobRow | undefined> {
  return db.transaction(async (tx) => {
    const [next] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.status, 'queued'), lte(jobs.runAfter, new Date()), inArray(jobs.kind, kinds)))
      .orderBy(asc(jobs.runAfter), asc(jobs.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!next) return undefined;
    const [claimed] = await tx
      .update(jobs)
      .set({ status: 'running', lockedAt: new Date(), attempts: sql`${jobs.attempts} + 1` })
      .where(eq(jobs.id, next.id))
      .returning();
    return claimed;
  });
}

export async function finishJob(db: Queryable, id: number) {
  await db.update(jobs).set({ status: 'done', finishedAt: new Date(), lastError: null }).where(eq(jobs.id, id));
}

/** A failed attempt is retried with backoff until maxAttempts; then the job stays `failed` for a person to see. */
export async function failJob(db: Queryable, job: JobRow, error: string) {
  const final = job.attempts >= job.maxAttempts;
  const backoffMs = 2000 * 2 ** Math.max(0, job.attempts - 1);
  await db
    .update(jobs)
    .set({
      status: final ? 'failed' : 'queued',
      lastError: error.slice(0, 2000),
      runAfter: new Date(Date.now() + backoffMs),
      finishedAt: final ? new Date() : null,
    })
    .where(eq(jobs.id, job.id));
  return final;
}

/** Jobs left `running` by a process that died are queued again at start. */
export async function requeueAbandonedJobs(db: Queryable, olderThanMs: number) {
  await db
    .update(jobs)
    .set({ status: 'queued' })
    .where(and(eq(jobs.status, 'running'), lte(jobs.lockedAt, new Date(Date.now() - olderThanMs))));
}
