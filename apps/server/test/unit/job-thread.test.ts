import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { jobThreadItems, JobThreadFailure } from '../../src/jobs/job-thread.js';

/*
 * A job's heavy work in a thread of its own (jobs/job-thread.ts, issue 39): out of heap or of time,
 * the thread is ended and the job gets a JobThreadFailure with the reason, while this process goes
 * on; the file it reads streams in as it asks for it, and its items come one at a time.
 */

const entry = new URL('../support/job-thread-fixture/boot.mjs', import.meta.url);

async function all(mode: string, limits: { memoryMb: number; timeoutMs: number }, source?: AsyncIterable<Uint8Array>) {
  const items: unknown[] = [];
  try {
    for await (const item of jobThreadItems({ entry, input: mode, source, limits, what: 'The test work' })) {
      items.push(item);
    }
    return { items };
  } catch (err) {
    return { items, err };
  }
}

describe('a job thread', () => {
  it('that exhausts its heap fails with the reason, for good, and the process goes on', async () => {
    const { err } = await all('hog', { memoryMb: 32, timeoutMs: 60_000 });
    expect(err).toBeInstanceOf(JobThreadFailure);
    expect(err).toMatchObject({
      kind: 'memory',
      final: true,
      message: 'The test work needed more than 32 MB of memory.',
    });
    expect(process.memoryUsage().heapUsed).toBeLessThan(1024 * 1024 * 1024);
  }, 60_000);

  it('that works past its time is ended, and the attempt fails (another may succeed)', async () => {
    const started = Date.now();
    const { err } = await all('spin', { memoryMb: 64, timeoutMs: 3000 });
    expect(err).toMatchObject({ kind: 'time', final: false, message: 'The test work took longer than 3 s.' });
    expect(Date.now() - started).toBeLessThan(15_000);
  }, 60_000);

  it('reads the file it is handed part by part, and yields its items in order', async () => {
    const parts = [Buffer.alloc(10, 1), Buffer.alloc(20, 2), Buffer.alloc(30, 3)];
    const { items, err } = await all('count', { memoryMb: 64, timeoutMs: 30_000 }, Readable.from(parts));
    expect(err).toBeUndefined();
    expect(items).toEqual([
      { parts: 1, bytes: 10 },
      { parts: 2, bytes: 30 },
      { parts: 3, bytes: 60 },
      { done: true, parts: 3, bytes: 60 },
    ]);
  }, 60_000);
});
