import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.js';
import { jobs } from '../../src/db/schema/index.js';
import { JobKind, jobPayloads } from '../../src/jobs/kinds.js';
import { startJobRunner, type JobHandlerOf, type JobRunner } from '../../src/jobs/runner.js';
import { openTestDatabase } from '../support/database.js';

/* Every job kind's payload is declared by a schema and parsed when the job is taken. */

describe('the payload schemas', () => {
  it('take what the code queues', () => {
    expect(jobPayloads[JobKind.DocumentOcr].parse({ documentId: 7 })).toEqual({ documentId: 7 });
    expect(jobPayloads[JobKind.DocumentOcr].parse({ documentId: 7, readOnly: true })).toEqual({
      documentId: 7,
      readOnly: true,
    });
    expect(jobPayloads[JobKind.NotificationMail].parse({ ids: [1, 2] })).toEqual({ ids: [1, 2] });
    expect(jobPayloads[JobKind.DeliverMail].parse({ outboxId: 3 })).toEqual({ outboxId: 3 });
  });

  it('refuse ids that are missing, text, fractions or not positive', () => {
    for (const payload of [{}, { documentId: '7' }, { documentId: 1.5 }, { documentId: 0 }, { documentId: null }]) {
      expect(jobPayloads[JobKind.DocumentOcr].safeParse(payload).success).toBe(false);
    }
    expect(jobPayloads[JobKind.NotificationMail].safeParse({ ids: [1, 'x'] }).success).toBe(false);
    expect(jobPayloads[JobKind.DeliverMail].safeParse({ outboxId: -1 }).success).toBe(false);
  });
});

describe('a job whose payload is malformed', () => {
  let db: Database;
  let close: () => Promise<void>;
  let runner: JobRunner | undefined;
  const log = Fastify({ logger: false }).log;

  beforeAll(async () => {
    const handle = await openTestDatabase();
    db = handle.db;
    close = () => handle.close();
  });
  afterAll(async () => {
    await runner?.stop();
    await close();
  });

  it('fails at once, saying which field is wrong, without reaching its handler', async () => {
    const seen: number[] = [];
    const marked: string[] = [];
    const handler: JobHandlerOf<typeof JobKind.DeliverMail> = {
      payload: jobPayloads[JobKind.DeliverMail],
      run: async (job) => void seen.push(job.payload.outboxId),
      gaveUp: async (_job, error) => void marked.push(error),
    };
    const [good] = await db
      .insert(jobs)
      .values({ kind: JobKind.DeliverMail, payload: { outboxId: 41 } })
      .returning({ id: jobs.id });
    const [bad] = await db
      .insert(jobs)
      .values({ kind: JobKind.DeliverMail, payload: { outboxId: 'forty-two' } })
      .returning({ id: jobs.id });
    runner = startJobRunner(db, { [JobKind.DeliverMail]: handler }, { log, pollMs: 50 });
    await runner.idle();

    const row = async (id: number) => (await db.select().from(jobs).where(eq(jobs.id, id)))[0]!;
    expect((await row(good!.id)).status).toBe('done');
    const failed = await row(bad!.id);
    expect(failed.status).toBe('failed');
    expect(failed.attempts).toBe(1);
    expect(failed.lastError).toContain('payload of this mail.deliver job is malformed');
    expect(failed.lastError).toContain('outboxId');
    expect(seen).toEqual([41]);
    expect(marked).toEqual([]);
  });
});
