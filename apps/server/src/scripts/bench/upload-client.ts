import { randomBytes } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** What upload-server.ts prints when it is ready. */
export interface UploadServer {
  port: number;
  pid: number;
  token: string;
  companyId: number;
}

export interface UploadAnswer {
  status: number;
  body: string;
  ms: number;
}

/**
 * `POST /api/documents/upload` of a file on disk, sent as a browser sends it: the `fileUploadData`
 * field, then the file, read from disk as the socket takes it (the client holds none of it).
 */
export async function uploadFile(
  base: string,
  headers: Record<string, string>,
  file: string,
  fileUploadData: Record<string, unknown>,
): Promise<UploadAnswer> {
  const boundary = `----docvue${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="fileUploadData"\r\n\r\n${JSON.stringify(fileUploadData)}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="scan.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const { size } = await stat(file);
  const started = performance.now();
  const url = new URL('/api/documents/upload', base);
  return new Promise<UploadAnswer>((resolve, reject) => {
    const req = http.request(url, {
      method: 'POST',
      headers: {
        ...headers,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(head.length + size + tail.length),
      },
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks).toString(),
          ms: performance.now() - started,
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.write(head);
    pipeline(createReadStream(file, { highWaterMark: 1024 * 1024 }), req, { end: false }).then(
      () => req.end(tail),
      // An answer before the whole body (a refusal) ends the request; the answer is what counts.
      () => undefined,
    );
  });
}

/** The resident memory of a process, in MB (VmRSS of /proc/<pid>/status). */
export async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/**
 * The CPU time the process has used so far, in ms (utime + stime of /proc/<pid>/stat, all its
 * threads, or the thread `tid`): what an upload costs the server, whatever else the machine's cores are doing.
 */
export async function cpuMs(pid: number, tid?: number): Promise<number> {
  // /proc/<pid>/task/<pid>/stat is the main thread alone: the API thread, which serves every request.
  const stat = await readFile(tid === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${tid}/stat`, 'utf8');
  // Fields after the command name (in parentheses, which may hold spaces): utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / CLOCK_TICKS;
}

/** USER_HZ: clock ticks per second of /proc's times (100 on Linux's usual builds). */
const CLOCK_TICKS = 100;

/** Runs `work` while the server's resident memory is sampled every 10 ms; returns the highest sample. */
export async function peakRss<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; peak: number }> {
  let peak = await rssMb(pid);
  let done = false;
  const sampler = (async () => {
    while (!done) {
      peak = Math.max(peak, await rssMb(pid));
      await new Promise((r) => setTimeout(r, 10));
    }
  })();
  try {
    return { result: await work(), peak };
  } finally {
    done = true;
    await sampler;
  }
}

/**
 * Starts upload-server.ts in a process of its own on `dataDir`; `jobs` runs the job runner too (pages
 * are read), `logs` logs as `npm start` does (its lines are counted, not printed).
 */
export async function startUploadServer(
  dataDir: string,
  opts: { jobs?: boolean; logs?: boolean } = {},
): Promise<{ child: ChildProcess; ready: UploadServer; logLines: { count: number } }> {
  // BENCH_CPU_PROF=<folder>: the server writes a CPU profile of the whole run there; BENCH_NODE_FLAGS:
  // flags for its node (--trace-gc, say).
  const prof = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(
    process.execPath,
    [
      ...prof,
      ...(process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? []),
      '--import',
      'tsx',
      path.join(here, 'upload-server.ts'),
      dataDir,
      ...(opts.jobs ? ['jobs'] : []),
      ...(opts.logs ? ['logs'] : []),
    ],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  const lines = createInterface({ input: child.stdout! });
  const logLines = { count: 0 };
  const ready = await new Promise<UploadServer>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
    lines.on('line', (line) => {
      if (line.startsWith('{"ready"')) resolve(JSON.parse(line) as UploadServer);
      else if (opts.logs) logLines.count++;
      else console.log(`  ${line}`);
    });
  });
  return { child, ready, logLines };
}

/** CPU ms of each thread of a process, by thread id (with its name), for BENCH_THREADS=1's breakdown. */
export async function threadCpu(pid: number): Promise<Map<string, number>> {
  const { readdir } = await import('node:fs/promises');
  const out = new Map<string, number>();
  for (const tid of await readdir(`/proc/${pid}/task`)) {
    const comm = (await readFile(`/proc/${pid}/task/${tid}/comm`, 'utf8').catch(() => '?')).trim();
    out.set(`${tid} ${comm}`, await cpuMs(pid, Number(tid)).catch(() => 0));
  }
  return out;
}
