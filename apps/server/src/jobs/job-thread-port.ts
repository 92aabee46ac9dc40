import { parentPort } from 'node:worker_threads';
import type { FromJobThread, ToJobThread } from './job-thread.js';

/*
 * The thread's side of jobs/job-thread.ts: runs the work as an async generator of items, one item
 * per `next` the job sends, and reads the job's file in parts, one `pull` at a time. Everything
 * the work holds is on this thread's heap, within its limit.
 */

/** The work of a job's thread: its input, and the file the job hands it (read as it streams). */
export type JobThreadWork<I, T> = (input: I, source: AsyncIterable<Uint8Array>) => AsyncIterable<T>;

export function serveJobThread<I, T>(work: JobThreadWork<I, T>) {
  const port = parentPort!;
  const post = (message: FromJobThread) => port.postMessage(message);
  let items: AsyncIterator<T> | undefined;
  let chunkWaiter: ((message: ToJobThread) => void) | undefined;

  async function* source(): AsyncGenerator<Uint8Array> {
    for (;;) {
      const message = await new Promise<ToJobThread>((resolve) => {
        chunkWaiter = resolve;
        post({ type: 'pull' });
      });
      if (message.type === 'end') return;
      if (message.type === 'sourceFailed') throw new Error(message.message);
      if (message.type === 'chunk') yield message.bytes;
    }
  }

  const step = () =>
    items!.next().then(
      (next) => post(next.done ? { type: 'done' } : { type: 'item', item: next.value }),
      (err: unknown) => post({ type: 'failed', message: err instanceof Error ? err.message : String(err) }),
    );

  port.on('message', (message: ToJobThread) => {
    if (message.type === 'start') {
      items = work(message.input as I, source())[Symbol.asyncIterator]();
      void step();
    } else if (message.type === 'next') {
      void step();
    } else {
      const waiter = chunkWaiter;
      chunkWaiter = undefined;
      waiter?.(message);
    }
  });
}
