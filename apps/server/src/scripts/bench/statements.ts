/**
 * `npm run bench:statements -- [--owners 20000] [--lines-per-check 15] [--out FILE]`
 *
 * The monthly run at operator scale (docs/benchmarks.md "Owner statements"): one operator, 20,000
 * owner companies on the network (each with an administrator, connected to the operator's owner
 * party of its number), and one generated CSV of 300,000 detail lines (statement-file.ts) uploaded
 * through `POST /api/ownerStatements/runs` as a stream. Timed from the first byte sent until the
 * run is done: checked, split, rendered, stored, routed and every owner told; progress printed
 * as the web's progress bar reads it, the process's resident memory sampled every second. Then it
 * checks the outcome: one statement, one document and one notification per owner, no error.
 *
 * PostgreSQL: DATABASE_URL, or postgres://postgres@127.0.0.1:5432/docvue_bench_statements, which
 * it empties first (it refuses a database whose name does not contain "bench").
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { once } from 'node:events';
import { PartyType, Role } from '@docvue/contracts';
import { importJWK, SignJWT } from 'jose';
import pg from 'pg';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/client.js';
import { loadSigningKeys } from '../../lib/keys.js';
import { createCompany } from '../../modules/companies/index.js';
import { syntheticStatementCsv } from './statement-file.js';

function parse(argv: string[]) {
  const o = { owners: 20_000, linesPerCheck: 15, out: undefined as string | undefined };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i]!.split('=', 2) as [string, string | undefined];
    const value = inline ?? argv[++i] ?? '';
    if (flag === '--out') o.out = value;
    else if (flag === '--owners' || flag === '--lines-per-check') {
      const n = Number(value);
      if (!Number.isInteger(n) || n < 1) throw new Error(`Bad value: ${flag} ${value}`);
      if (flag === '--owners') o.owners = n;
      else o.linesPerCheck = n;
    } else throw new Error(`Unknown flag ${flag} (use --owners N, --lines-per-check N, --out FILE)`);
  }
  return o;
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

/** The process's processor time so far (all its threads): on a shared machine, what a change saves whatever the load. */
let cpu0 = 0;
const cpuSeconds = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6 - cpu0;
};

async function resetDatabase(url: string) {
  const name = new URL(url).pathname.slice(1);
  if (!name.includes('bench'))
    throw new Error(`Refusing to empty ${name}: the benchmark's database must have "bench" in its name.`);
  const admin = new pg.Client({ connectionString: url.replace(/\/[^/]*$/, '/postgres') });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.query(`create database "${name}"`);
  await admin.end();
}

/** The owners: companies, administrators and the operator's connected owner parties, in bulk SQL. */
async function insertOwners(url: string, operatorId: number, owners: number) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(
    `insert into companies (legal_name, city, state, zip_code)
     select 'Bench Owner ' || g, 'Midland', 'TX', '79701' from generate_series(1, $1) g`,
    [owners],
  );
  await client.query(
    `insert into company_party_types (company_id, party_type_id)
     select id, $1 from companies where legal_name like 'Bench Owner %'`,
    [PartyType.Owner],
  );
  await client.query(
    `insert into users (email_address, first_name, last_name, owner_company_id, email_verified_at)
     select 'owner' || c.id || '@bench.example', 'Owner', c.legal_name, c.id, now() from companies c where c.legal_name like 'Bench Owner %'`,
  );
  await client.query(
    `insert into user_roles (company_id, user_id, role_id, is_main)
     select u.owner_company_id, u.id, $1, true from users u where u.email_address like 'owner%@bench.example'`,
    [Role.Administrator],
  );
  await client.query(
    `insert into parties (company_id, party_type_id, name, number, connected_company_id)
     select $1, $2, c.legal_name, 'BO-' || substr(c.legal_name, 13), c.id from companies c where c.legal_name like 'Bench Owner %'`,
    [operatorId, PartyType.Owner],
  );
  await client.end();
}

async function main() {
  const o = parse(process.argv.slice(2));
  const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/docvue_bench_statements';
  const dir = await mkdtemp(path.join(os.tmpdir(), 'docvue-bench-statements-'));
  try {
    await resetDatabase(url);
    const config = loadConfig({
      ...process.env,
      DATA_DIR: dir,
      DATABASE_URL: url,
      SEED: 'none',
      LOG_LEVEL: 'silent',
      PORT: '0',
    });
    const handle = await openDatabase({ databaseUrl: url });
    await handle.migrate();
    const operator = await createCompany(handle.db, {
      legalName: 'Bench Operating LLC',
      partyTypeIds: [PartyType.Operator],
    });
    const setup = new pg.Client({ connectionString: url });
    await setup.connect();
    const user = await setup.query<{ id: number }>(
      `insert into users (email_address, first_name, last_name, owner_company_id, email_verified_at)
       values ('revenue@bench.example', 'Revenue', 'Accountant', $1, now()) returning id`,
      [operator.id],
    );
    await setup.query(`insert into user_roles (company_id, user_id, role_id, is_main) values ($1, $2, $3, true)`, [
      operator.id,
      user.rows[0]!.id,
      Role.Administrator,
    ]);
    await setup.end();
    let t0 = performance.now();
    await insertOwners(url, operator.id, o.owners);
    console.log(
      `${o.owners} owner companies with their administrators and parties in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );

    const file = path.join(dir, 'monthly.csv');
    const out = createWriteStream(file);
    for (const line of syntheticStatementCsv({
      owners: o.owners,
      linesPerCheck: o.linesPerCheck,
      ownerNumber: (i) => `BO-${i + 1}`,
    })) {
      if (!out.write(`${line}\n`)) await once(out, 'drain');
    }
    out.end();
    await once(out, 'finish');
    const size = (await stat(file)).size;
    const lines = o.owners * o.linesPerCheck;
    console.log(`file: ${lines} detail lines, ${o.owners} checks, ${mb(size)} MB`);

    const app = await buildApp({ config, database: handle, logger: false, serveWeb: false });
    await app.ready();
    const keys = await loadSigningKeys(handle.db);
    const jwk = keys.privateJwks.keys[0]!;
    const token = await new SignJWT({ scope: 'openid profile email' })
      .setProtectedHeader({ alg: 'RS256', kid: jwk.kid!, typ: 'at+jwt' })
      .setSubject(String(user.rows[0]!.id))
      .setIssuer(config.oidc.issuer)
      .setAudience(config.oidc.audience ?? '')
      .setIssuedAt()
      .setExpirationTime('2h')
      .sign(await importJWK(jwk, 'RS256'));
    const headers = { authorization: `Bearer ${token}`, 'company-id': String(operator.id) };

    const load0 = os.loadavg();
    let peakRss = process.memoryUsage().rss;
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 1000);
    t0 = performance.now();
    cpu0 = cpuSeconds();
    const boundary = '----docvue-bench-statements';
    const body = new PassThrough();
    Readable.from(
      (async function* () {
        yield Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="monthly.csv"\r\nContent-Type: text/csv\r\n\r\n`,
        );
        yield* createReadStream(file);
        yield Buffer.from(`\r\n--${boundary}--\r\n`);
      })(),
    ).pipe(body);
    const res = await app.inject({
      method: 'POST',
      url: '/api/ownerStatements/runs',
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    if (res.statusCode !== 201) throw new Error(`upload: ${res.statusCode} ${res.body}`);
    const uploaded = (performance.now() - t0) / 1000;
    const runId = res.json().id as number;
    console.log(`uploaded and queued in ${uploaded.toFixed(1)} s`);
    let run: Record<string, unknown> = {};
    for (;;) {
      await new Promise((r) => setTimeout(r, 5000));
      run = (await app.inject({ method: 'GET', url: `/api/ownerStatements/runs/${runId}`, headers })).json();
      const s = ((performance.now() - t0) / 1000).toFixed(0);
      console.log(
        `${s} s: ${run.status}, ${Math.round((100 * Number(run.bytesRead)) / size)} % read, ${run.checksDone} checks, ${run.statementsMade} statements, ${run.ownersNotified} owners told, ${run.errorCount} errors, rss ${mb(process.memoryUsage().rss)} MB, load ${os.loadavg()[0]!.toFixed(1)}, cpu ${cpuSeconds().toFixed(0)} s`,
      );
      if (run.status === 'done' || run.status === 'failed') break;
    }
    const seconds = (performance.now() - t0) / 1000;
    clearInterval(sampler);
    const load1 = os.loadavg();
    const check = new pg.Client({ connectionString: url });
    await check.connect();
    const counts = (
      await check.query(
        `select (select count(*) from owner_statements)::int as statements,
                (select count(*) from owner_statement_lines)::int as lines,
                (select count(*) from documents where template_id = 91)::int as documents,
                (select count(*) from notifications)::int as notifications,
                (select count(distinct company_id) from notifications)::int as told`,
      )
    ).rows[0];
    await check.end();
    const ok =
      run.status === 'done' &&
      counts.statements === o.owners &&
      counts.lines === lines &&
      counts.documents === o.owners &&
      counts.notifications === o.owners &&
      counts.told === o.owners &&
      run.errorCount === 0;
    const summary = [
      `| detail lines | owners | file | wall time | lines/s | peak RSS | load average (1 min) at start → end | outcome |`,
      `|---|---|---|---|---|---|---|---|`,
      `| ${lines} | ${o.owners} | ${mb(size)} MB CSV | ${(seconds / 60).toFixed(1)} min (${seconds.toFixed(0)} s) | ${Math.round(lines / seconds)} | ${mb(peakRss)} MB | ${load0[0]!.toFixed(1)} → ${load1[0]!.toFixed(1)} | ${ok ? 'every owner one statement, one document, one notification; no error' : `WRONG: ${JSON.stringify({ run, counts })}`} |`,
    ].join('\n');
    console.log(`\n${summary}`);
    if (o.out) await writeFile(o.out, `${summary}\n`);
    await app.close();
    await handle.close();
    if (!ok) process.exitCode = 1;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
