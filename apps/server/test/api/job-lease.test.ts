import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.js';
import { jobs } from '../../src/db/schema/index.js';
import { claimNextJob, DEATHS_BEFORE_PARKING, PARKED_REASON } from '../../src/jobs/queue.js';
import { startJobRunner, type JobHandler, type JobRunner } from '../../src/jobs/runner.js';
import { openTestDatabase } from '../support/database.js';

/*
 * Jobs whose process died: a running job holds a lease it renews while it works; once the lease
 * runs out, any running process takes the job over (docs/history.md §18: a kill -9 right after an upload
 * left the document without pages, because a job left `running` was requeued only at start). A death
 * spends no attempt (issue 46: three kills during one OCR job failed it for good, "attempts 4/3");
 * five in a row park the job (issue 39: a file that took down every process that took it up).
 */

let db: Database;
let close: () => Promise<void>;
const runners: JobRunner[] = [];
// Fastify's silent logger: the runner logs failures, which are expected here.
const log = Fastify({ logger: false }).log;
const LEASE_MS = 400;

beforeAll(async () => {
  const handle = await openTestDatabase();
  db = handle.db;
  close = () => handle.close();
});
afterAll(async () => {
  await Promise.all(runners.map((r) => r.stop()));
  await close();
});

function runner(handlers: Record<string, JobHandler>, stopGraceMs?: number) {
  const r = startJobRunner(db, handlers, { log, pollMs: 50, leaseMs: LEASE_MS, stopGraceMs });
  runners.push(r);
  return r;
}

async function jobRow(id: number) {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row!;
}

async function until(check: () => Promise<boolean>, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** A job as a process that died mid-way leaves it: running, with a lease it no longer renews. */
async function abandonedJob(kind: string, attempts: number, lockedMsAgo: number, deaths = 0) {
  const [row] = await db
    .insert(jobs)
    .values({
      kind,
      payload: {},
      status: 'running',
      attempts,
      deaths,
      maxAttempts: 3,
      lockedAt: new Date(Date.now() - lockedMsAgo),
    })
    .returning({ id: jobs.id });
  return row!.id;
}

describe('a job whose process died', () => {
  it('is taken over by a running process once its lease has run out, and finished, spending no attempt', async () => {
    // One failure reported before, then its process died under it twice.
    const id = await abandonedJob('lease-takeover', 1, 10 * LEASE_MS, 2);
    const taken: { id: number; attempts: number; deaths: number }[] = [];
    runner({ 'lease-takeover': { run: async (job) => void taken.push(job) } });
    await until(async () => (await jobRow(id)).status === 'done');
    // The takeover counted a third death, and no attempt; done, the deaths in a row are over.
    expect(taken).toMatchObject([{ id, attempts: 1, deaths: 3 }]);
    expect(await jobRow(id)).toMatchObject({ attempts: 1, deaths: 0 });
  });

  it('runs again after its process died on every one of its attempts, and finishes', async () => {
    // As three kill -9 during one job left it before: taken three times, never failed by itself.
    const id = await abandonedJob('lease-three-deaths', 0, 10 * LEASE_MS, 3);
    runner({ 'lease-three-deaths': { run: async () => undefined } });
    await until(async () => (await jobRow(id)).status === 'done');
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 0, lastError: null });
  });

  it('spends an attempt only on a failure it reports itself', async () => {
    const id = await abandonedJob('lease-fails', 0, 10 * LEASE_MS, 2);
    runner({
      'lease-fails': {
        run: async () => {
          throw new Error('the relay said no');
        },
      },
    });
    await until(async () => (await jobRow(id)).status === 'queued');
    expect(await jobRow(id)).toMatchObject({ attempts: 1, deaths: 0, lastError: 'the relay said no' });
  });

  it('is left alone while its lease is fresh: its process may still be working on it', async () => {
    const id = await abandonedJob('lease-fresh', 1, 0);
    const done: number[] = [];
    runner({ 'lease-fresh': { run: async (job) => void done.push(job.id) } });
    await new Promise((r) => setTimeout(r, LEASE_MS / 2));
    expect(done).toEqual([]);
    // Nobody renews it: after the lease it is taken over.
    await until(async () => (await jobRow(id)).status === 'done');
    expect(done).toEqual([id]);
  });

  it('is parked with the reason, and what it was for marked, when its process died five times in a row', async () => {
    const id = await abandonedJob('lease-poison', 0, 10 * LEASE_MS, DEATHS_BEFORE_PARKING - 1);
    const ran: number[] = [];
    const marked: string[] = [];
    runner({
      'lease-poison': {
        run: async (job) => void ran.push(job.id),
        gaveUp: async (_job, error) => void marked.push(error),
      },
    });
    await until(async () => (await jobRow(id)).status === 'parked');
    // Not run a sixth time: it would take this process down too.
    await new Promise((r) => setTimeout(r, 200));
    expect(ran).toEqual([]);
    expect(marked).toEqual([PARKED_REASON]);
    expect(await jobRow(id)).toMatchObject({ status: 'parked', deaths: 5, attempts: 0, lastError: PARKED_REASON });
    expect(PARKED_REASON).toContain('died 5 times in a row');
  });
});

describe('a process that stops (SIGTERM)', () => {
  it('hands its running job back at once after the grace: lease released, no attempt spent', async () => {
    let release!: (err: Error) => void;
    const r = runner(
      {
        'stop-handback': {
          run: () =>
            new Promise<void>((_, reject) => {
              release = reject;
            }),
        },
      },
      100,
    );
    const [row] = await db.insert(jobs).values({ kind: 'stop-handback', payload: {} }).returning({ id: jobs.id });
    const id = row!.id;
    await until(async () => (await jobRow(id)).status === 'running');
    const started = Date.now();
    await r.stop();
    expect(Date.now() - started).toBeLessThan(1000);
    // Ready for any process now, not after the lease.
    expect(await jobRow(id)).toMatchObject({ status: 'queued', lockedAt: null, attempts: 0, deaths: 0 });
    expect((await jobRow(id)).runAfter.getTime()).toBeLessThanOrEqual(Date.now());
    // What the job does as the process closes under it is not its failure.
    release(new Error('the database was closed'));
    await new Promise((r) => setTimeout(r, 100));
    expect(await jobRow(id)).toMatchObject({ status: 'queued', attempts: 0, lastError: null });
  });

  it('lets a job that finishes within the grace finish', async () => {
    const r = runner(
      { 'stop-finishes': { run: () => new Promise<void>((resolve) => setTimeout(resolve, 150)) } },
      2000,
    );
    const [row] = await db.insert(jobs).values({ kind: 'stop-finishes', payload: {} }).returning({ id: jobs.id });
    await until(async () => (await jobRow(row!.id)).status === 'running');
    await r.stop();
    expect(await jobRow(row!.id)).toMatchObject({ status: 'done' });
  });
});

describe('a job whose renewal is late in a process that runs it', () => {
  it('is not taken over by that process (no death counted), only by another', async () => {
    // A long statement on PGlite holds the event loop past the lease: the process is not dead.
    const id = await abandonedJob('lease-own', 0, 10 * LEASE_MS);
    expect(await claimNextJob(db, ['lease-own'], LEASE_MS, [id])).toBeUndefined();
    expect(await jobRow(id)).toMatchObject({ status: 'running', deaths: 0 });
    expect(await claimNextJob(db, ['lease-own'], LEASE_MS)).toMatchObject({ id, status: 'running', deaths: 1 });
  });
});

describe('a long job', () => {
  it('keeps its lease while it works, so no other process runs it twice', async () => {
    let runs = 0;
    const slow: JobHandler = {
      run: async () => {
        runs++;
        await new Promise((r) => setTimeout(r, 4 * LEASE_MS));
      },
    };
    // Two processes share the table.
    runner({ 'lease-slow': slow });
    runner({ 'lease-slow': slow });
    const [row] = await db.insert(jobs).values({ kind: 'lease-slow', payload: {} }).returning({ id: jobs.id });
    await until(async () => (await jobRow(row!.id)).status === 'done', 10_000);
    expect(runs).toBe(1);
  });
});
