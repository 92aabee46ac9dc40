import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/client.js';
import type { JobKindValue, JobPayload } from './kinds.js';
import { JobThreadFailure } from './job-thread.js';
import { claimNextJob, failJob, finishJob, PARKED_REASON, releaseJob, renewLease, type JobRow } from './queue.js';

/** A job as its handler gets it: the payload parsed by the handler's schema. */
export type TakenJob<P = JobRow['payload']> = Omit<JobRow, 'payload'> & { payload: P };

export interface JobHandler<P = JobRow['payload']> {
  /**
   * The payload's schema, parsed when the job is taken: the handler reads typed fields, and a
   * payload that does not match fails its job at once (another attempt would not mend it).
   */
  payload?: z.ZodType<P>;
  run(job: TakenJob<P>): Promise<void>;
  /** After the last attempt failed (or the job was parked: its process died under it too often): mark what it was for. */
  gaveUp?(job: TakenJob<P>, error: string): Promise<void>;
}

/** The handler of one kind of job, its payload typed by the kind's schema (`kinds.ts`). */
export type JobHandlerOf<K extends JobKindValue> = JobHandler<JobPayload<K>>;

export interface JobRunner {
  /** Wakes the runner after a job was queued (in-process); other processes poll. */
  kick(): void;
  /** Resolves when nothing is queued or running (tests, shutdown). */
  idle(): Promise<void>;
  /**
   * Takes no more jobs; the jobs running get `stopGraceMs` to finish, then are handed back to the
   * queue (lease released, no attempt spent) for another process, and their outcome is ignored.
   */
  stop(): Promise<void>;
}

export interface JobRunnerOptions {
  log: FastifyBaseLogger;
  concurrency?: number;
  pollMs?: number;
  /**
   * How long a running job's lease lasts without renewal: a job whose process died is taken
   * over by another process after this, within the minute docs/design.md asks for (docs/history.md §18). Renewed
   * every third of it while the job works.
   */
  leaseMs?: number;
  /** On stop (SIGTERM), how long running jobs may finish before they are handed back (default 3 s). */
  stopGraceMs?: number;
  /** Told how each run of a job in this process ended and how long it took (/metrics). */
  onJobEnd?: (kind: string, outcome: JobOutcome, seconds: number) => void;
}

/** How a run of a job ended: finished, a failure it reported (an attempt spent), or handed back at stop. */
export type JobOutcome = 'done' | 'failed' | 'handed_back';

/**
 * The in-process runner: `concurrency` loops claim jobs from the table. The same code runs
 * as separate worker processes when load grows, since claiming is safe across processes.
 */
export function startJobRunner(db: Database, handlers: Record<string, JobHandler>, opts: JobRunnerOptions): JobRunner {
  const kinds = Object.keys(handlers);
  const pollMs = opts.pollMs ?? 1000;
  const leaseMs = opts.leaseMs ?? 45_000;
  let stopped = false;
  let active = 0;
  const sleepers = new Set<() => void>();
  const wakeAll = () => sleepers.forEach((w) => w());
  const idleWaiters: (() => void)[] = [];
  /** The jobs this process works on, and whether each was handed back (its outcome is then not ours). */
  const running = new Map<number, { handedBack: boolean; lease: NodeJS.Timeout }>();

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

  async function giveUp(job: TakenJob, message: string) {
    await handlers[job.kind]!.gaveUp?.(job, message).catch((err: unknown) =>
      opts.log.error({ err, jobId: job.id }, 'marking a failed job did not work'),
    );
  }

  /** The job with its payload parsed by its handler's schema, or why the payload is refused. */
  function parsed(job: JobRow): { job: TakenJob } | { refused: string } {
    const schema = handlers[job.kind]!.payload;
    if (!schema) return { job };
    const result = schema.safeParse(job.payload);
    if (result.success) return { job: { ...job, payload: result.data } };
    return { refused: `The payload of this ${job.kind} job is malformed: ${z.prettifyError(result.error)}` };
  }

  async function work(claimed: JobRow) {
    const taken = parsed(claimed);
    if ('refused' in taken) {
      await failJob(db, claimed, taken.refused, { final: true });
      opts.log.error({ jobId: claimed.id, kind: claimed.kind, reason: taken.refused }, 'job failed: malformed payload');
      return;
    }
    const { job } = taken;
    if (claimed.status === 'parked') {
      await giveUp(job, PARKED_REASON);
      opts.log.error({ jobId: job.id, kind: job.kind, deaths: job.deaths }, 'job parked: its process died under it');
      return;
    }
    const lease = setInterval(() => void renewLease(db, job.id).catch(() => undefined), leaseMs / 3);
    const mine = { handedBack: false, lease };
    running.set(job.id, mine);
    const started = performance.now();
    const ended = (outcome: JobOutcome) =>
      opts.onJobEnd?.(job.kind, mine.handedBack ? 'handed_back' : outcome, (performance.now() - started) / 1000);
    try {
      await handlers[job.kind]!.run(job);
      if (!mine.handedBack) await finishJob(db, job.id);
      ended('done');
    } catch (err) {
      ended('failed');
      // Handed back at stop: the job failed because this process is closing what it used.
      if (mine.handedBack) return;
      const message = err instanceof Error ? err.message : String(err);
      // A thread out of memory would be again: that attempt was the last.
      const hopeless = err instanceof JobThreadFailure && err.final;
      const final = await failJob(db, claimed, message, { final: hopeless }).catch(() => true);
      if (final) await giveUp(job, message);
      opts.log[final ? 'error' : 'warn'](
        { err, jobId: job.id, kind: job.kind, attempt: job.attempts + 1 },
        'job failed',
      );
    } finally {
      clearInterval(lease);
      running.delete(job.id);
    }
  }

  /** Stop: the jobs still running after the grace go back to the queue at once, for any process. */
  async function handBack() {
    await Promise.all(
      [...running.entries()].map(async ([id, job]) => {
        job.handedBack = true;
        clearInterval(job.lease);
        await releaseJob(db, id).catch((err: unknown) =>
          opts.log.error({ err, jobId: id }, 'could not hand a job back: it waits for its lease to end'),
        );
        opts.log.warn({ jobId: id }, 'job handed back: this process is stopping');
      }),
    );
  }

  async function loop() {
    while (!stopped) {
      // A loop counts as busy while it claims, so idle() cannot resolve between another
      // loop's claim and its work.
      active++;
      let job: JobRow | undefined;
      try {
        job = await claimNextJob(db, kinds, leaseMs, [...running.keys()]);
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
        // Claimed while stopping: back to the queue untouched, for a process that stays.
        if (stopped && job.status === 'running') await releaseJob(db, job.id).catch(() => undefined);
        else await work(job);
      } finally {
        active--;
      }
    }
  }

  const loops = Array.from({ length: opts.concurrency ?? 1 }, () => loop());
  let stopping: Promise<void> | undefined;
  return {
    kick: wakeAll,
    idle: () =>
      new Promise<void>((resolve) => {
        idleWaiters.push(resolve);
        wakeAll();
      }),
    // Once: a second call (the app's close after its pre-close) waits for the first.
    stop: () =>
      (stopping ??= (async () => {
        stopped = true;
        wakeAll();
        let grace: NodeJS.Timeout | undefined;
        const graceOver = new Promise<'over'>((resolve) => {
          grace = setTimeout(() => resolve('over'), opts.stopGraceMs ?? 3000);
        });
        const outcome = await Promise.race([Promise.allSettled(loops), graceOver]);
        clearTimeout(grace);
        if (outcome === 'over') await handBack();
      })()),
  };
}
