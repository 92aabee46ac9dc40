import { serveJobThread } from '../../../src/jobs/job-thread-port.js';

/** What the test asks of the thread: use up its heap, spin past its time, or read the file it is handed. */
type Mode = 'hog' | 'spin' | 'count';

serveJobThread(async function* (mode: Mode, source: AsyncIterable<Uint8Array>) {
  if (mode === 'hog') {
    const kept: number[][] = [];
    for (;;) kept.push(new Array<number>(100_000).fill(1.5));
  }
  if (mode === 'spin') {
    for (;;);
  }
  let bytes = 0;
  let parts = 0;
  for await (const part of source) {
    bytes += part.length;
    parts++;
    yield { parts, bytes };
  }
  yield { done: true, parts, bytes };
});
