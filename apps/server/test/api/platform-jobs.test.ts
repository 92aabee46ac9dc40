import { UserType } from '@docvue/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, periodicRuns } from '../../src/db/schema/index.js';
import { claimPeriod, startPeriodic } from '../../src/jobs/periodic.js';
import { PARKED_REASON } from '../../src/jobs/queue.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { admin, makeCompany, makeUser } from '../support/factories.js';

/**
 * Jobs an operator can see (issue 27): a job that failed for good stays with its error; the
 * platform operator (a global user) sees counts and failures and runs a failed job again; to a
 * company's administrator the calls do not exist. Periodic work runs once across the fleet.
 */

let t: TestApp;
let operator: string;
let companyAdmin: { token: string; companyId: number };
beforeAll(async () => {
  t = await createTestApp();
  const op = await makeUser(t.db, { userType: UserType.Global, email: 'ops@docvue.example' });
  operator = await t.tokenFor(op.id);
  const company = await makeCompany(t.db);
  const boss = await makeUser(t.db, admin(company.id));
  companyAdmin = { token: await t.tokenFor(boss.id), companyId: company.id };
});
afterAll(() => t?.close());

const overview = async () => {
  const res = await t.call({ token: operator }, { method: 'GET', url: '/api/platform/jobs' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const retry = (id: number | string, as = { token: operator } as { token: string; companyId?: number }) =>
  t.call(as, { method: 'POST', url: `/api/platform/jobs/${id}/retry` });

describe('jobs for the platform operator', () => {
  let failedId: number;

  it('keeps a job that failed for good, with its error, and counts it', async () => {
    // A payload its kind's schema refuses: the job fails at once, for good.
    const [row] = await t.db
      .insert(jobs)
      .values({ kind: 'mail.deliver', payload: { outboxId: -1 }, maxAttempts: 3 })
      .returning({ id: jobs.id });
    failedId = row!.id;
    await t.app.jobs.idle();
    const seen = await overview();
    expect(seen.counts).toContainEqual({ kind: 'mail.deliver', status: 'failed', count: 1 });
    expect(seen.failures).toEqual([
      expect.objectContaining({
        id: failedId,
        kind: 'mail.deliver',
        status: 'failed',
        attempts: 1,
        maxAttempts: 3,
        error: expect.stringMatching(/outboxId/),
      }),
    ]);
    expect(seen.oldestQueuedSeconds).toBeNull();
  });

  it('runs a failed job again when the operator asks, and refuses what has not failed', async () => {
    const before = await t.db.select().from(jobs).where(eq(jobs.id, failedId));
    expect((await retry(failedId)).json()).toEqual({ ok: true });
    await t.app.jobs.idle();
    const [after] = await t.db.select().from(jobs).where(eq(jobs.id, failedId));
    // It ran again (and failed the same way: its payload is still wrong), with fresh attempts.
    expect(after!.status).toBe('failed');
    expect(after!.attempts).toBe(1);
    expect(after!.finishedAt!.getTime()).toBeGreaterThan(before[0]!.finishedAt!.getTime());

    const [done] = await t.db
      .insert(jobs)
      .values({ kind: 'mail.deliver', payload: { outboxId: 1 }, status: 'done' })
      .returning({ id: jobs.id });
    const notFailed = await retry(done!.id);
    expect(notFailed.statusCode).toBe(409);
    expect(notFailed.json().error.message).toBe(
      'The job has not failed (it is done): only a failed or parked job is run again.',
    );
    expect((await retry(2_000_000_000)).statusCode).toBe(404);
    expect((await retry('abc')).statusCode).toBe(400);
  });

  it('shows a job parked after five deaths of its process, with the reason, and runs it again when asked', async () => {
    // As the runner leaves it (jobs/queue.ts claimNextJob): a fifth lapsed lease in a row.
    const reason = PARKED_REASON;
    const [row] = await t.db
      .insert(jobs)
      .values({
        kind: 'mail.deliver',
        payload: { outboxId: -2 },
        status: 'parked',
        deaths: 5,
        lastError: reason,
        finishedAt: new Date(),
      })
      .returning({ id: jobs.id });
    const seen = await overview();
    expect(seen.counts).toContainEqual({ kind: 'mail.deliver', status: 'parked', count: 1 });
    expect(seen.failures[0]).toMatchObject({ id: row!.id, status: 'parked', attempts: 0, error: reason });
    expect((await retry(row!.id)).json()).toEqual({ ok: true });
    await t.app.jobs.idle();
    const [after] = await t.db.select().from(jobs).where(eq(jobs.id, row!.id));
    // Ran again with its deaths forgotten (and failed by itself: the payload is still wrong).
    expect(after).toMatchObject({ status: 'failed', deaths: 0, attempts: 1 });
  });

  it('does not exist for a company’s administrator, nor without a token', async () => {
    const list = await t.call(companyAdmin, { method: 'GET', url: '/api/platform/jobs' });
    expect(list.statusCode).toBe(404);
    const again = await retry(failedId, companyAdmin);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual((await retry(2_000_000_000, companyAdmin)).json());
    const [job] = await t.db.select().from(jobs).where(eq(jobs.id, failedId));
    expect(job!.status).toBe('failed');
    expect((await t.app.inject({ method: 'GET', url: '/api/platform/jobs' })).statusCode).toBe(401);
  });
});

describe('periodic work', () => {
  it('is claimed by exactly one of the processes that look at once, and again only after its period', async () => {
    const claims = await Promise.all(Array.from({ length: 6 }, () => claimPeriod(t.db, 'test-period', 60_000)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimPeriod(t.db, 'test-period', 60_000)).toBe(false);
    // The period is over (as if a minute had passed): the next look claims it, once.
    await t.db
      .update(periodicRuns)
      .set({ lastStartedAt: sql`now() - interval '61 seconds'` })
      .where(eq(periodicRuns.name, 'test-period'));
    const later = await Promise.all(Array.from({ length: 6 }, () => claimPeriod(t.db, 'test-period', 60_000)));
    expect(later.filter(Boolean)).toHaveLength(1);
  });

  it('runs the work of three processes once, and shows when it ran and how it ended', async () => {
    let runs = 0;
    const log = t.app.log;
    const processes = [1, 2, 3].map(() =>
      startPeriodic(
        t.db,
        async () => {
          runs++;
          throw new Error('the bucket did not answer');
        },
        { name: 'sweep-test', everyMs: 60 * 60_000, firstAfterMs: 3_600_000, tickMs: 3_600_000, log },
      ),
    );
    await Promise.all(processes.map((p) => p.tick()));
    await Promise.all(processes.map((p) => p.tick()));
    await Promise.all(processes.map((p) => p.stop()));
    expect(runs).toBe(1);
    const seen = await overview();
    expect(seen.periodic).toContainEqual({
      name: 'sweep-test',
      lastStartedAt: expect.any(String),
      lastFinishedAt: expect.any(String),
      lastError: 'the bucket did not answer',
    });
  });
});
