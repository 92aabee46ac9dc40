import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.js';
import { jobs } from '../../src/db/schema/index.js';
import { DIED_TOO_OFTEN, startJobRunner, type JobHandler, type JobRunner } from '../../src/jobs/runner.js';
import { openTestDatabase } from '../support/database.js';

/*
 * Jobs whose process died: a running job holds a lease it renews while it works; once the lease
 * runs out, any running process takes the job over (docs/history.md §18: a kill -9 right after an upload
 * left the document without pages, because a job left `running` was requeued only at start).
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

function runner(handlers: Record<string, JobHandler>) {
  const r = startJobRunner(db, handlers, { log, pollMs: 50, leaseMs: LEASE_MS });
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
async function abandonedJob(kind: string, attempts: number, lockedMsAgo: number) {
  const [row] = await db
    .insert(jobs)
    .values({
      kind,
      payload: {},
      status: 'running',
      attempts,
      maxAttempts: 3,
      lockedAt: new Date(Date.now() - lockedMsAgo),
    })
    .returning({ id: jobs.id });
  return row!.id;
}

describe('a job whose process died', () => {
  it('is taken over by a running process once its lease has run out, and finished', async () => {
    const id = await abandonedJob('lease-takeover', 1, 10 * LEASE_MS);
    const done: number[] = [];
    runner({ 'lease-takeover': { run: async (job) => void done.push(job.id) } });
    await until(async () => (await jobRow(id)).status === 'done');
    expect(done).toEqual([id]);
    expect((await jobRow(id)).attempts).toBe(2);
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

  it('is given up, and what it was for marked, when its process died on every attempt', async () => {
    const id = await abandonedJob('lease-poison', 3, 10 * LEASE_MS);
    const ran: number[] = [];
    const marked: string[] = [];
    runner({
      'lease-poison': {
        run: async (job) => void ran.push(job.id),
        gaveUp: async (_job, error) => void marked.push(error),
      },
    });
    await until(async () => (await jobRow(id)).status === 'failed');
    expect(ran).toEqual([]);
    expect(marked).toEqual([DIED_TOO_OFTEN]);
    expect((await jobRow(id)).lastError).toBe(DIED_TOO_OFTEN);
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
