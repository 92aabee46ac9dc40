/**
 * `tsx put-on-failing-disk.ts <root>`: stores bodies in a LocalBlobStore at <root> while the
 * process may write no byte to any file (a file-size limit of 0, set with prlimit after the store's
 * thread and folders are ready), as a full disk refuses them; prints what came of it as JSON. In a
 * process of its own: the limit holds for every file the process writes.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readlinkSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { LocalBlobStore } from '../../src/lib/blob-store.js';

// The kernel then fails the write with EFBIG instead of ending the process.
process.on('SIGXFSZ', () => undefined);
const root = process.argv[2]!;
const store = new LocalBlobStore(root);
const chunked = (body: Buffer) => Readable.from([body.subarray(0, body.length / 2), body.subarray(body.length / 2)]);
const openFiles = () =>
  readdirSync('/proc/self/fd')
    .map((fd) => {
      try {
        return readlinkSync(path.join('/proc/self/fd', fd));
      } catch {
        return '';
      }
    })
    .filter((target) => target.startsWith(root));

await store.put(chunked(randomBytes(10))); // the hashing thread started, the folders made
execFileSync('prlimit', [`--pid=${process.pid}`, '--fsize=0:unlimited']);
const failures: string[] = [];
for (const size of [100, 200_000, 5_000_000]) {
  await store.put(chunked(randomBytes(size))).then(
    () => failures.push('stored'),
    (err: NodeJS.ErrnoException) => failures.push(err.code ?? err.message),
  );
}
execFileSync('prlimit', [`--pid=${process.pid}`, '--fsize=unlimited']);
// The thread's descriptors are closed once its writes on their way are done.
await new Promise((r) => setTimeout(r, 200));
const after = await store.put(chunked(randomBytes(300_000))).then(
  () => 'stored',
  (err: Error) => err.message,
);
console.log(
  JSON.stringify({ failures, openFiles: openFiles(), temporary: readdirSync(path.join(root, 'tmp')), after }),
);
process.exit(0);
