import { afterAll, describe, expect, it } from 'vitest';
import { createPdfThreads } from '../../src/ocr/thread/pdf-threads.js';
import { manyPagesPdf } from '../support/hostile-pdfs.js';

const limits = { maxPages: 2000, maxObjects: 500_000, maxDecompressedBytes: 200 * 1024 * 1024 };
// 0.3 s for one page (here: the whole inspection) is far less than the 30,000-page file needs.
const threads = createPdfThreads({ memoryMb: 256, pageTimeoutMs: 300, threads: 1 });
afterAll(() => threads.close());

describe('PDF threads', () => {
  it('end a thread that passes its time limit, and the next task gets a fresh one', async () => {
    const started = Date.now();
    await expect(threads.inspect(manyPagesPdf(30_000), limits)).rejects.toMatchObject({
      name: 'PdfThreadFailure',
      kind: 'time',
    });
    // Ended at the limit, not when the work would have finished (seconds later).
    expect(Date.now() - started).toBeLessThan(5000);
    const roomy = createPdfThreads({ memoryMb: 256, pageTimeoutMs: 30_000 });
    try {
      await expect(roomy.inspect(manyPagesPdf(3), limits)).resolves.toMatchObject({ ok: true, facts: { pages: 3 } });
      await expect(
        roomy.extract(manyPagesPdf(2), { ocr: { recognize: async () => [], close: async () => undefined } }),
      ).resolves.toHaveLength(2);
    } finally {
      await roomy.close();
    }
  }, 60_000);
});
