/**
 * `npm run bench:upload -- [--megabytes 500] [--parallel 10] [--repeat 3] [--as-started] [--out FILE]`
 *
 * A large scanned PDF through `POST /api/documents/upload` over a real socket, against `cp` of the
 * same file on the same disk (docs/benchmarks.md, "Big files"). Writes a scan of about
 * --megabytes MB (A4 pages, one 5 MB JPEG each: scan-pdf.ts) in a temporary folder, starts
 * upload-server.ts in a process of its own there (the product on an embedded database; jobs and
 * request logs off, or --as-started: on, as `npm start` has them, the OCR of each upload's pages then
 * running beside the next uploads),
 * and measures: the server's resident memory after start (idle), one upload at a time (--repeat
 * times: wall time from the first byte sent to the answer, and the rise of the server's resident
 * memory, sampled every 10 ms from /proc), then --parallel uploads at once. `cp` is timed the same
 * number of times; the best of each is compared. Everything is removed at the end. BENCH_CPU_PROF=<folder>
 * has the server write a CPU profile (node --cpu-prof) there.
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DocumentTemplate } from '@docvue/contracts';
import { pagesWithin, scanJpeg, writeScanPdf } from './scan-pdf.js';
import { cpuMs, threadCpu, peakRss, rssMb, startUploadServer, uploadFile } from './upload-client.js';

const MB = 1024 * 1024;

function parse(argv: string[]) {
  const o = { megabytes: 500, parallel: 10, repeat: 3, asStarted: false, out: undefined as string | undefined };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i]!.split('=', 2) as [string, string | undefined];
    if (flag === '--as-started') {
      o.asStarted = true;
      continue;
    }
    const value = inline ?? argv[++i] ?? '';
    if (flag === '--out') o.out = value;
    else if (flag === '--megabytes' || flag === '--parallel' || flag === '--repeat') {
      const n = Number(value);
      if (!Number.isInteger(n) || n < (flag === '--parallel' ? 0 : 1)) throw new Error(`Bad value: ${flag} ${value}`);
      o[flag.slice(2) as 'megabytes' | 'parallel' | 'repeat'] = n;
    } else {
      throw new Error(`Unknown flag ${flag} (use --megabytes N, --parallel N, --repeat N, --as-started, --out FILE)`);
    }
  }
  return o;
}

const f0 = (n: number) => n.toFixed(0);
const f2 = (n: number) => n.toFixed(2);

async function main() {
  const o = parse(process.argv.slice(2));
  const loadBefore = os.loadavg()[0]!.toFixed(1);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'docvue-bench-upload-'));
  let child: ChildProcess | undefined;
  try {
    const file = path.join(dir, 'scan.pdf');
    const jpeg = await scanJpeg();
    const pages = pagesWithin(o.megabytes * MB, jpeg);
    const size = await writeScanPdf(file, { pages, jpeg });
    const small = path.join(dir, 'small.pdf');
    await writeScanPdf(small, { pages: 1, jpeg });
    console.log(`scan: ${pages} pages, ${f0(size / MB)} MB, in ${dir}`);

    // `cp` alone returns once the copy is in the page cache; the upload answers once its body is on
    // the disk (synced, and its folder), so `cp` followed by `sync` of the copy and its folder is
    // the same work. Both are timed.
    const cpMs: number[] = [];
    const cpSyncMs: number[] = [];
    for (let i = 0; i < o.repeat; i++) {
      const copy = path.join(dir, 'copy.pdf');
      const started = performance.now();
      const cp = spawnSync('cp', [file, copy]);
      cpMs.push(performance.now() - started);
      const sync = spawnSync('sync', [copy, dir]);
      cpSyncMs.push(performance.now() - started);
      if (cp.status !== 0) throw new Error(`cp failed: ${cp.stderr.toString()}`);
      if (sync.status !== 0) throw new Error(`sync failed: ${sync.stderr.toString()}`);
      await rm(copy);
    }

    const started = await startUploadServer(path.join(dir, 'data'), { jobs: o.asStarted, logs: o.asStarted });
    child = started.child;
    const { ready, logLines } = started;
    const base = `http://127.0.0.1:${ready.port}`;
    const headers = { authorization: `Bearer ${ready.token}`, 'company-id': String(ready.companyId) };
    const data = { documentTypeId: DocumentTemplate.ArInvoice };
    // The start's own work (migrations, the network, first requests' code) settles first.
    await new Promise((r) => setTimeout(r, 3000));
    const idle = await rssMb(ready.pid);
    // The first PDF starts a PDF thread (pdf.js loaded in it), kept a while for the next: a one-page
    // scan first, so that the figures below are those of the upload, not of the thread's start.
    const first = await uploadFile(base, headers, small, data);
    if (first.status !== 201) throw new Error(`upload answered ${first.status}: ${first.body}`);
    const warm = await rssMb(ready.pid);

    const single: { ms: number; cpu: number; api: number; status: number; before: number; peak: number }[] = [];
    for (let i = 0; i < o.repeat; i++) {
      const before = await rssMb(ready.pid);
      const threads0 = process.env.BENCH_THREADS ? await threadCpu(ready.pid) : undefined;
      const [cpu0, api0] = [await cpuMs(ready.pid), await cpuMs(ready.pid, ready.pid)];
      // The client (this process: reading the file, the socket's sending side) shares the machine's cores.
      const client0 = process.cpuUsage();
      const { result, peak } = await peakRss(ready.pid, () => uploadFile(base, headers, file, data));
      const { user, system } = process.cpuUsage(client0);
      const client = (user + system) / 1000;
      const cpu = (await cpuMs(ready.pid)) - cpu0;
      const api = (await cpuMs(ready.pid, ready.pid)) - api0;
      if (threads0) {
        const by = [...(await threadCpu(ready.pid))].map(([t, ms]) => [t, ms - (threads0.get(t) ?? 0)] as const);
        const busy = by.filter(([, ms]) => ms > 0).sort((a, b) => b[1] - a[1]);
        console.log(`  threads (id, CPU ms): ${busy.map(([t, ms]) => `${t.split(' ')[0]} ${f0(ms)}`).join(', ')}`);
      }
      if (result.status !== 201) throw new Error(`upload answered ${result.status}: ${result.body}`);
      single.push({ ms: result.ms, cpu, api, status: result.status, before, peak });
      console.log(
        `upload ${i + 1}: ${f0(result.ms)} ms, server CPU ${f0(cpu)} ms (API thread ${f0(api)} ms), client CPU ${f0(client)} ms, RSS ${f0(before)} → peak ${f0(peak)} MB`,
      );
    }

    let parallel: { ms: number; statuses: number[]; before: number; peak: number } | undefined;
    if (o.parallel > 0) {
      const before = await rssMb(ready.pid);
      const t0 = performance.now();
      const { result, peak } = await peakRss(ready.pid, () =>
        Promise.all(Array.from({ length: o.parallel }, () => uploadFile(base, headers, file, data))),
      );
      parallel = { ms: performance.now() - t0, statuses: result.map((r) => r.status), before, peak };
      console.log(`${o.parallel} at once: ${f0(parallel.ms)} ms, RSS ${f0(before)} → peak ${f0(peak)} MB`);
    }
    const after = await rssMb(ready.pid);

    const bestCp = Math.min(...cpMs);
    const bestCpSync = Math.min(...cpSyncMs);
    const best = Math.min(...single.map((s) => s.ms));
    const rise = Math.max(...single.map((s) => s.peak - s.before));
    const lines = [
      `| measure | figure |`,
      `| --- | --- |`,
      `| file | ${pages} pages, ${f0(size / MB)} MB (one ${f2(jpeg.length / MB)} MB JPEG a page, /DCTDecode) |`,
      `| \`cp\` of the file, same disk, into the page cache (best of ${o.repeat}) | ${f0(bestCp)} ms (${f0(size / MB / (bestCp / 1000))} MB/s) |`,
      `| \`cp\` then \`sync\` of the copy and its folder: on the disk (best of ${o.repeat}; all: ${cpSyncMs.map(f0).join(', ')} ms) | ${f0(bestCpSync)} ms (${f0(size / MB / (bestCpSync / 1000))} MB/s) |`,
      `| one upload, answer 201 once the body is on the disk (best of ${o.repeat}; all: ${single.map((s) => f0(s.ms)).join(', ')} ms) | ${f0(best)} ms (${f0(size / MB / (best / 1000))} MB/s) |`,
      `| upload speed as a share of \`cp\` then \`sync\` (the same work) | ${f2(bestCpSync / best)}× |`,
      `| upload speed as a share of \`cp\` alone | ${f2(bestCp / best)}× |`,
      `| server CPU time of one upload, all its threads (least of ${o.repeat}; all: ${single.map((s) => f0(s.cpu)).join(', ')} ms) | ${f0(Math.min(...single.map((s) => s.cpu)))} ms |`,
      `| of which the API thread's (least of ${o.repeat}; all: ${single.map((s) => f0(s.api)).join(', ')} ms) | ${f0(Math.min(...single.map((s) => s.api)))} ms |`,
      `| server as started | ${o.asStarted ? `as \`npm start\`: jobs on (each upload's pages read beside the next uploads), request logs (${logLines.count} lines)` : 'jobs and request logs off'} |`,
      `| load average (1 min) before and after | ${loadBefore} → ${os.loadavg()[0]!.toFixed(1)} |`,
      `| server RSS idle, 3 s after start | ${f0(idle)} MB |`,
      `| server RSS after a first one-page upload (a PDF thread started) | ${f0(warm)} MB |`,
      `| server RSS rise during one upload (largest of ${o.repeat}) | ${f0(rise)} MB |`,
      ...(parallel
        ? [
            `| ${o.parallel} uploads at once: time, answers | ${f0(parallel.ms)} ms, ${[...new Set(parallel.statuses)].join('/')} |`,
            `| server RSS rise during ${o.parallel} at once | ${f0(parallel.peak - parallel.before)} MB (${f0(parallel.before)} → ${f0(parallel.peak)}) |`,
          ]
        : []),
      `| server RSS at the end | ${f0(after)} MB |`,
    ];
    console.log(`\n${lines.join('\n')}`);
    if (o.out) await writeFile(o.out, `${lines.join('\n')}\n`);
  } finally {
    child?.kill('SIGTERM');
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
