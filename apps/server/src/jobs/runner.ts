import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import { claimNextJob, failJob, finishJob, requeueAbandonedJobs, type JobRow } from './queue.js';

export type JobHandler = (job: JobRow) => Promise<void>;

export interface JobRunner {
  /** Wakes the runner after a job was queued (in-process); other processes poll. */
  kick(): void;
  /** Resolves when nothing is queued or running (tests, shutdown). */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The in-process runner: `concurrency` loops claim jobs from the table. The same code runs
 * as separate worker processes when load grows, since claiming is safe across processes.
 */
export function startJobRunner(
  db: Database,
  handlers: Record<string, JobHandler>,
  opts: { log: FastifyBaseLogger; concurrency?: number; pollMs?: number },
): JobRunner {
  const kinds = Object.keys(handlers);
  const pollMs = opts.pollMs ?? 1000;
  let stopped = false;
  let active = 0;
  const sleepers = new Set<() => void>();
  const wakeAll = () => sleepers.forEach((w) => w());
  const idleWaiters: (() => void)[] = [];

  const sleep = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        sleepers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, pollMs);
      sleepers.add(done);
    });

  async function loop() {
    await requeueAbandonedJobs(db, 10 * 60_000).catch(() => undefined);
    while (!stopped) {
      // A loop counts as busy while it claims, so idle() cannot resolve between another
      // loop's claim and its work.
      active++;
      let job: JobRow | undefined;
      try {
        job = await claimNextJob(db, kinds);
      } catch (err) {
        if (!stopped) opts.log.error({ err }, 'job runner could not claim a job');
      }
      if (!job) {
        active--;
        if (active === 0) idleWaiters.splice(0).forEach((r) => r());
        await sleep();
        continue;
      }
      try {
        await handlers[job.kind]!(job);
        await finishJob(db, job.id);
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        const final = await failJob(db, job, message).catch(() => true);
        opts.log[final ? 'error' : 'warn']({ err, jobId: job.id, kind: job.kind, attempt: job.attempts }, 'job failed');
      } finally {
        active--;
      }
    }
  }

  const loops = Array.from({ length: opts.concurrency ?? 1 }, () => loop());
  return {
    kick: wakeAll,
    idle: () =>
      new Promise<void>((resolve) => {
        idleWaiters.push(resolve);
        wakeAll();
      }),
    stop: async () => {
      stopped = true;
      wakeAll();
      await Promise.allSettled(loops);
    },
  };
}
