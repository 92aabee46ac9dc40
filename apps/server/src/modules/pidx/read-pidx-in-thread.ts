import { boundedThread } from '../../lib/bounded-thread.js';
import { AppError } from '../../lib/errors.js';
import type { PidxInvoice, PidxInvoiceResponse } from './invoice-model.js';
import type { PidxThreadReply } from './pidx-thread/protocol.js';
import { pidxProblem } from './pidx-problem.js';
import { readPidx } from './read-pidx.js';
import { checkXmlText } from './xml-tree.js';

/**
 * A file up to this is read on the server's thread (a few milliseconds: the invoices of the
 * fixtures are 4 KB); a larger one in a thread of its own. A 3.7 MB invoice of 5,000 lines, within
 * every limit, takes 1.6-2.7 s to read, which every other company would have waited (issue 39).
 */
const READ_HERE_UP_TO = 64 * 1024;

const thread = boundedThread<Uint8Array, PidxThreadReply>(new URL('./pidx-thread/boot.mjs', import.meta.url), {
  timeLimitMs: 20_000,
  heapMb: 512,
  threads: 2,
});

/** readPidx (read-pidx.ts), off the server's thread when the file is more than a few kilobytes. */
export async function readPidxOffThread(bytes: Buffer): Promise<PidxInvoice | PidxInvoiceResponse> {
  if (bytes.length <= READ_HERE_UP_TO) return readPidx(bytes);
  // A file beyond the limits is refused here at once, without waiting for a thread.
  checkXmlText(bytes);
  const reply = await thread.run(bytes);
  if ('read' in reply) return reply.read;
  if ('refused' in reply) throw new AppError(reply.refused.code, reply.refused.message);
  if ('crashed' in reply) throw new Error(`Reading a PIDX file failed in its thread: ${reply.crashed}`);
  throw pidxProblem(
    '/',
    reply.failed === 'too slow'
      ? 'the file could not be read in 20 seconds'
      : reply.failed === 'too large'
        ? 'the file takes more memory to read than a PIDX file may'
        : 'the file could not be read',
  );
}
