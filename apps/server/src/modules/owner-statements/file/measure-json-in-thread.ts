import { statementFileLimits } from '@docvue/contracts';
import { boundedThread } from '../../../lib/bounded-thread.js';
import type { JsonLimits } from './measure-json.js';

/**
 * A JSON revenue file measured in a thread of its own (json-thread/): parsing 20 MB takes the
 * better part of a second, which the server's thread does not spend (issue 39). 10 s and 512 MB
 * are far beyond what a file within its limits needs.
 */
const thread = boundedThread<{ bytes: Uint8Array; limits: JsonLimits }, { problem: string | null }>(
  new URL('./json-thread/boot.mjs', import.meta.url),
  { timeLimitMs: 10_000, heapMb: 512, threads: 2 },
);

export async function measureJsonInThread(bytes: Buffer): Promise<string | null> {
  const reply = await thread.run({ bytes, limits: statementFileLimits });
  if ('failed' in reply) {
    if (reply.failed === 'too slow')
      return 'The file could not be measured in 10 seconds; send the month in several files.';
    if (reply.failed === 'too large')
      return 'The file takes more memory than a revenue file may; send the month in several files.';
    return 'The file could not be read.';
  }
  return reply.problem;
}
