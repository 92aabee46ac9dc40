/**
 * `npm run bench:http -- [--db postgres|pglite|both] [--duration 10] [--documents 20000] [--out FILE]
 *   [--only 'document open']`
 *
 * Load on the product against a bare route (docs/history.md §17): starts http-server.ts in a process of its
 * own (the product and, on the same database, a bare Fastify route reading one `documents` row
 * by primary key), then drives each call with autocannon from this process, one after the
 * other: 50 connections on PostgreSQL (DATABASE_URL, default docvue_bench_http, seeded by
 * `npm run bench:seed` when missing), 20 on PGlite (a data folder under the system's temporary
 * folder, generated on first use). Prints requests/s, p50/p99, non-2xx and errors, and each
 * call's requests/s as a share of the bare route's. BENCH_CPU_PROF=<folder> has the server write
 * a CPU profile (node --cpu-prof) of the run there; with --only (a call's name, or a part of it)
 * only that call and the bare route run, so the profile is of that call alone.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const here = path.dirname(fileURLToPath(import.meta.url));

interface Ready {
  app: number;
  bare: number;
  token: string;
  companyId: number;
  ids: number[];
  number: string;
}

interface Call {
  name: string;
  method: 'GET' | 'POST';
  path: (i: number) => string;
  body?: (i: number) => object;
  bare?: true;
}

interface Figures {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

function options(argv: string[]) {
  const o = {
    db: 'both',
    duration: 10,
    documents: 20_000,
    out: undefined as string | undefined,
    only: undefined as string | undefined,
  };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i]!.split('=', 2) as [string, string | undefined];
    const value = inline ?? argv[++i] ?? '';
    if (flag === '--db' && ['postgres', 'pglite', 'both'].includes(value)) o.db = value;
    else if (flag === '--duration' && Number(value) > 0) o.duration = Number(value);
    else if (flag === '--documents' && Number(value) > 0) o.documents = Number(value);
    else if (flag === '--out') o.out = value;
    else if (flag === '--only' && value) o.only = value;
    else throw new Error(`Unknown flag or bad value: ${argv[i]} (use --db, --duration, --documents, --out, --only)`);
  }
  return o;
}

const calls = (r: Ready): Call[] => [
  {
    name: 'bare: documents by primary key',
    method: 'GET',
    path: (i) => `/bare/${r.ids[i % r.ids.length]}`,
    bare: true,
  },
  { name: 'document open', method: 'GET', path: (i) => `/api/documents/${r.ids[i % r.ids.length]}` },
  { name: 'list page (25)', method: 'GET', path: () => '/api/documentroute?page=1&pageSize=25' },
  { name: 'inbox (25)', method: 'GET', path: () => '/api/documentroute/inbox' },
  {
    name: 'search',
    method: 'POST',
    path: () => '/api/search',
    body: (i) => ({ querySearchTerm: ['invoice', 'service', r.number][i % 3] }),
  },
  { name: 'typeahead', method: 'GET', path: () => `/api/typeahead?query=${encodeURIComponent(r.number.slice(0, 4))}` },
  { name: 'dashboard stats', method: 'GET', path: () => '/api/documentroute/stats' },
  { name: 'current user', method: 'GET', path: () => '/api/users/current' },
];

function drive(r: Ready, call: Call, connections: number, duration: number): Promise<Figures> {
  let i = 0;
  const headers = call.bare
    ? {}
    : { authorization: `Bearer ${r.token}`, 'company-id': String(r.companyId), 'content-type': 'application/json' };
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `http://127.0.0.1:${call.bare ? r.bare : r.app}`,
        connections,
        duration,
        requests: [
          {
            method: call.method,
            setupRequest: (req) => {
              const n = i++;
              return {
                ...req,
                path: call.path(n),
                headers,
                ...(call.body ? { body: JSON.stringify(call.body(n)) } : {}),
              };
            },
          },
        ],
      },
      (err, res) => {
        if (err) return reject(err);
        resolve({
          name: call.name,
          rps: res.requests.average,
          p50: res.latency.p50,
          p99: res.latency.p99,
          non2xx: res.non2xx,
          errors: res.errors + res.timeouts,
        });
      },
    );
  });
}

async function startServer(args: string[]): Promise<{ child: ChildProcess; ready: Ready }> {
  // BENCH_CPU_PROF=<folder>: the server writes a CPU profile of the whole run there.
  const prof = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...prof, '--import', 'tsx', path.join(here, 'http-server.ts'), ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const lines = createInterface({ input: child.stdout! });
  const ready = await new Promise<Ready>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
    lines.on('line', (line) => {
      if (line.startsWith('{"ready"')) resolve(JSON.parse(line) as Ready);
      else console.log(`  ${line}`);
    });
  });
  return { child, ready };
}

async function ensurePostgres(url: string, documents: number) {
  const client = new pg.Client({ connectionString: url });
  const seeded = await client
    .connect()
    .then(() => client.query(`select to_regclass('bench.company') as t`))
    .then((r) => r.rows[0]?.t !== null)
    .catch(() => false)
    .finally(() => client.end().catch(() => undefined));
  if (seeded) return;
  console.log(`Seeding ${url} with ${documents} documents (npm run bench:seed)…`);
  const seed = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(here, 'seed.ts'), '--documents', String(documents), '--companies', '20'],
    { stdio: 'inherit', env: { ...process.env, DATABASE_URL: url } },
  );
  if (seed.status !== 0) throw new Error('seeding failed');
}

const ms = (n: number) => n.toFixed(0);

function table(label: string, connections: number, rows: Figures[]): string {
  const bare = rows[0]!.rps;
  const out = [
    `### ${label}, ${connections} connections`,
    '',
    '| call | requests/s | × bare | p50 ms | p99 ms | non-2xx | errors |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (f) =>
        `| ${f.name} | ${f.rps.toFixed(0)} | ${(f.rps / bare).toFixed(3)} | ${ms(f.p50)} | ${ms(f.p99)} | ${f.non2xx} | ${f.errors} |`,
    ),
  ];
  return out.join('\n');
}

async function bench(label: string, serverArgs: string[], connections: number, duration: number, only?: string) {
  const { child, ready } = await startServer(serverArgs);
  try {
    const rows: Figures[] = [];
    // The bare route always runs first: every other figure is a share of it.
    for (const call of calls(ready).filter((c, i) => i === 0 || !only || c.name.includes(only))) {
      // A short warm-up: JIT, plans, caches.
      await drive(ready, call, Math.min(connections, 10), 2);
      const f = await drive(ready, call, connections, duration);
      console.log(
        `${label.padEnd(10)} ${f.name.padEnd(32)} ${f.rps.toFixed(0).padStart(6)} req/s  p50 ${ms(f.p50).padStart(4)} ms  p99 ${ms(f.p99).padStart(5)} ms  non-2xx ${f.non2xx}  errors ${f.errors}`,
      );
      rows.push(f);
    }
    return table(label, connections, rows);
  } finally {
    child.kill('SIGTERM');
  }
}

async function main() {
  const o = options(process.argv.slice(2));
  const load = os.loadavg().map((l) => l.toFixed(1));
  const head = `${new Date().toISOString()}; ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}; load ${load.join(' / ')} at start`;
  console.log(head);
  const sections = [head];
  if (o.db !== 'pglite') {
    const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/docvue_bench_http';
    await ensurePostgres(url, o.documents);
    sections.push(await bench('PostgreSQL', ['postgres', url], 50, o.duration, o.only));
  }
  if (o.db !== 'postgres') {
    const dir = path.join(os.tmpdir(), `docvue-bench-http-pglite-${o.documents}`);
    sections.push(await bench('PGlite', ['pglite', dir, String(o.documents)], 20, o.duration, o.only));
  }
  sections.push(
    `load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')} at end`,
  );
  console.log(`\n${sections.join('\n\n')}`);
  if (o.out) await writeFile(o.out, `${sections.join('\n\n')}\n`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
