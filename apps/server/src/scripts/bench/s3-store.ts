/**
 * `npm run bench:s3-store -- [--megabytes 500]`
 *
 * One body of --megabytes MB through the S3 store (lib/s3-blob-store.ts) against s3rver in a
 * process of its own on loopback: the put (multipart, streamed from a generator that never holds
 * more than 1 MiB), the copy of the body into the PDF threads' local cache (localFile), and a full
 * read (open). Reports wall time of each and this process's peak resident memory above its start
 * (sampled every 10 ms), which shows whether the body was held whole (docs/benchmarks.md).
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { S3BlobStore, s3ClientFromEnv } from '../../lib/s3-blob-store.js';

const MB = 1024 * 1024;
const argIndex = process.argv.indexOf('--megabytes');
const megabytes = argIndex > 0 ? Number(process.argv[argIndex + 1]) : 500;

async function main() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'docvue-bench-s3-'));
  const port = 20000 + Math.floor(Math.random() * 20000);
  const server = spawn(
    process.execPath,
    [
      '-e',
      `const S3rver = require('s3rver'); new S3rver({ port: ${port}, address: '127.0.0.1', silent: true, directory: ${JSON.stringify(path.join(dir, 's3'))}, configureBuckets: [{ name: 'bench' }] }).run().then(() => console.log('up'))`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise((resolve) => server.stdout!.once('data', resolve));
  const env = {
    AWS_ENDPOINT_URL_S3: `http://127.0.0.1:${port}`,
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
  };
  const client = s3ClientFromEnv(env, { credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
  const store = new S3BlobStore({
    client,
    bucket: 'bench',
    prefix: 'b/',
    cacheDir: path.join(dir, 'cache'),
    cacheMaxBytes: 2 * megabytes * MB,
  });
  const base = process.memoryUsage().rss;
  let peak = base;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  const step = async <T>(name: string, fn: () => Promise<T>) => {
    peak = process.memoryUsage().rss;
    const before = peak;
    const t = performance.now();
    const result = await fn();
    const seconds = (performance.now() - t) / 1000;
    console.log(
      `${name.padEnd(10)} ${seconds.toFixed(1).padStart(6)} s  ${(megabytes / seconds).toFixed(0).padStart(4)} MB/s  peak RSS +${((peak - before) / MB).toFixed(0)} MB`,
    );
    return result;
  };
  try {
    const chunk = Buffer.alloc(MB);
    const body = Readable.from(
      (function* () {
        for (let i = 0; i < megabytes; i++) {
          chunk.writeUInt32BE(i, 0); // every MiB differs, so nothing compresses away
          yield Buffer.from(chunk);
        }
      })(),
    );
    console.log(`${megabytes} MB, s3rver on loopback, RSS at start ${(base / MB).toFixed(0)} MB`);
    const put = await step('put', () => store.put(body));
    await step('localFile', () => store.localFile(put.sha256));
    await step('open', async () => {
      let n = 0;
      for await (const c of await store.open(put.sha256)) n += (c as Buffer).length;
      if (n !== put.size) throw new Error(`read ${n} of ${put.size}`);
    });
  } finally {
    clearInterval(sampler);
    client.destroy();
    server.kill();
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
