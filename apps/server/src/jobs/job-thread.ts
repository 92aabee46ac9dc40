import { Worker } from 'node:worker_threads';
import type { JobThreadLimits } from '../config.js';

/*
 * A job's heavy work off the process's thread (issue 39: one revenue file filled a 4 GB heap in its
 * job, the process died, and every restart took the job again and died again, losing a webhook
 * delivery in flight each time). The work runs in a worker thread with its own heap limit
 * (resourceLimits, as the PDF threads in ocr/thread/pdf-threads.ts and the spreadsheet thread) and a
 * time limit: a thread that passes either is ended and the job fails by itself with the reason (an
 * attempt spent, jobs/runner.ts), while the process and its other jobs carry on.
 *
 * The thread is a producer the job pulls from: it yields items one at a time when asked
 * (`next`), so a job that writes each batch to the database holds one batch at a time in either
 * thread; a file the job hands it is read in parts, also when the thread asks (`pull`). The thread's
 * side is jobs/job-thread-port.ts.
 */

export type JobThreadFailureKind = 'memory' | 'time' | 'crashed' | 'failed';

/** The thread ran out of memory or time, died, or its work threw. */
export class JobThreadFailure extends Error {
  /**
   * Out of memory, the same work needs the same memory again: the job fails for good at once
   * (jobs/runner.ts), rather than fill its thread's heap on every attempt.
   */
  readonly final: boolean;
  constructor(
    readonly kind: JobThreadFailureKind,
    message: string,
  ) {
    super(message);
    this.name = 'JobThreadFailure';
    this.final = kind === 'memory';
  }
}

/** What the job's thread sends. */
export type FromJobThread =
  { type: 'item'; item: unknown } | { type: 'done' } | { type: 'failed'; message: string } | { type: 'pull' };

/** What the job sends its thread. */
export type ToJobThread =
  | { type: 'start'; input: unknown }
  | { type: 'next' }
  | { type: 'chunk'; bytes: Uint8Array }
  | { type: 'end' }
  | { type: 'sourceFailed'; message: string };

export interface JobThreadTask<I> {
  /** The thread's entry (a boot.mjs beside its code, as build.mjs lays the threads out). */
  entry: URL;
  input: I;
  /** A file the thread reads (`source` of job-thread-port.ts), in parts as it asks for them. */
  source?: AsyncIterable<Uint8Array>;
  limits: JobThreadLimits;
  /** What the work is, for the failure's reason: "Reading the revenue file". */
  what: string;
}

/**
 * The items the thread yields, in order. Ends when the thread is done; throws a JobThreadFailure
 * when it ran out of memory or time (the time counts only while the thread works, not while the
 * job does something with an item) or its work threw. Leaving the loop early ends the thread.
 */
export async function* jobThreadItems<T, I = unknown>(task: JobThreadTask<I>): AsyncGenerator<T> {
  const worker = new Worker(task.entry, {
    resourceLimits: {
      maxOldGenerationSizeMb: task.limits.memoryMb,
      maxYoungGenerationSizeMb: Math.min(32, Math.max(4, Math.floor(task.limits.memoryMb / 4))),
    },
    stdout: false,
    stderr: false,
  });
  const source = task.source?.[Symbol.asyncIterator]();
  let spentMs = 0;
  /** What ended the thread, once something did; every later wait answers it. */
  let ended: JobThreadFailure | 'done' | undefined;
  let waiter: { resolve(m: FromJobThread | undefined): void } | undefined;
  const finish = (outcome: JobThreadFailure | 'done') => {
    ended ??= outcome;
    waiter?.resolve(undefined);
  };
  worker.on('error', (err: Error & { code?: string }) =>
    finish(
      err.code === 'ERR_WORKER_OUT_OF_MEMORY'
        ? new JobThreadFailure('memory', `${task.what} needed more than ${task.limits.memoryMb} MB of memory.`)
        : new JobThreadFailure('crashed', `${task.what} stopped: ${err.message}`),
    ),
  );
  worker.on('exit', (code) => finish(new JobThreadFailure('crashed', `${task.what} stopped (exit code ${code}).`)));

  const feed = async () => {
    try {
      const next = await source?.next();
      if (!next || next.done) return worker.postMessage({ type: 'end' } satisfies ToJobThread);
      const copy = new Uint8Array(next.value);
      worker.postMessage({ type: 'chunk', bytes: copy } satisfies ToJobThread, [copy.buffer as ArrayBuffer]);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      worker.postMessage({ type: 'sourceFailed', message } satisfies ToJobThread);
    }
  };

  /** Sends `request` and waits for the thread's answer: an item, the end, or a failure. */
  const ask = (request: ToJobThread) =>
    new Promise<FromJobThread | undefined>((resolve) => {
      if (ended) return resolve(undefined);
      const started = Date.now();
      const timer = setTimeout(
        () =>
          finish(
            new JobThreadFailure(
              'time',
              `${task.what} took longer than ${Math.round(task.limits.timeoutMs / 1000)} s.`,
            ),
          ),
        Math.max(0, task.limits.timeoutMs - spentMs),
      );
      const onMessage = (message: FromJobThread) => {
        if (message.type === 'pull') return void feed();
        done(message);
      };
      const done = (message: FromJobThread | undefined) => {
        clearTimeout(timer);
        spentMs += Date.now() - started;
        worker.off('message', onMessage);
        waiter = undefined;
        resolve(message);
      };
      waiter = { resolve: done };
      worker.on('message', onMessage);
      worker.postMessage(request);
    });

  try {
    let answer = await ask({ type: 'start', input: task.input });
    for (;;) {
      if (!answer) {
        if (ended instanceof JobThreadFailure) throw ended;
        return;
      }
      if (answer.type === 'failed') throw new JobThreadFailure('failed', answer.message);
      if (answer.type === 'done') return;
      if (answer.type === 'item') yield answer.item as T;
      answer = await ask({ type: 'next' });
    }
  } finally {
    ended ??= 'done';
    worker.removeAllListeners('exit');
    await worker.terminate();
    await source?.return?.();
  }
}
