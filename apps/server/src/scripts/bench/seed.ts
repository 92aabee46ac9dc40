/**
 * `npm run bench:seed -- [--documents 1000000] [--companies 100]`
 *
 * Generates a benchmark network into the PostgreSQL database of DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/docvue_bench), which it drops and creates again: its
 * name must contain "bench". Companies, users and address books go through the product's own
 * code; documents, metadata, files, page text, read marks, visibility rows and search vectors
 * are generated with set-based SQL in chunks on two connections, with the secondary indexes
 * dropped during the load and rebuilt after, then VACUUM ANALYZE.
 */
import os from 'node:os';
import pg from 'pg';
import { openDatabase } from '../../db/client.js';
import { benchDatabaseUrl, parseArgs } from './args.js';
import { createBenchNetwork, type BenchCompany, type BenchPartner } from './network.js';
import {
  blobsAndFilesSql,
  documentsSql,
  loadedTables,
  metadataSql,
  ocrPagesSql,
  readsSql,
  searchSql,
  setupSql,
} from './seed-sql.js';

const CHUNK = 20_000;

const elapsed = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function recreateDatabase(url: URL) {
  const name = url.pathname.slice(1);
  if (!/bench/i.test(name))
    throw new Error(`Refusing to drop "${name}": the benchmark database's name must contain "bench".`);
  const admin = new pg.Client({ connectionString: new URL('/postgres', url).toString() });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.query(`create database "${name}"`);
  await admin.end();
}

async function connect(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  // Bulk load: no triggers or foreign-key checks (the generator keeps the data consistent and
  // builds what the trigger would), no waiting for the WAL flush, room for sorts and index builds.
  await client.query(`set session_replication_role = replica;
    set synchronous_commit = off; set work_mem = '64MB'; set maintenance_work_mem = '1GB';`);
  return client;
}

/** Runs `sqlOf(a, b)` over 1..n in chunks, on all clients at once. */
async function chunked(clients: Run[], label: string, n: number, sqlOf: (a: number, b: number) => string) {
  const started = performance.now();
  let next = 1;
  let done = 0;
  let lastLog = performance.now();
  await Promise.all(
    clients.map(async (client) => {
      while (next <= n) {
        const a = next;
        const b = Math.min(n, a + CHUNK - 1);
        next = b + 1;
        await client(sqlOf(a, b));
        done += b - a + 1;
        if (performance.now() - lastLog > 15_000) {
          lastLog = performance.now();
          console.log(
            `  ${label}: ${done.toLocaleString('en-US')} / ${n.toLocaleString('en-US')} (${elapsed(started)})`,
          );
        }
      }
    }),
  );
  console.log(`${label}: ${elapsed(started)}`);
}

/** Runs one SQL text (several statements when without parameters) on one connection. */
export type Run = (text: string, params?: unknown[]) => Promise<{ rows: unknown[] }>;

/**
 * Generates `n` documents for the network, with set-based SQL in chunks on every connection of
 * `runners` (each already in bulk-load mode: `session_replication_role = replica`), then
 * rebuilds the indexes and vacuums. Used for PostgreSQL here and for PGlite by bench:http.
 */
export async function generateDocuments(
  runners: Run[],
  companies: BenchCompany[],
  partners: BenchPartner[],
  n: number,
) {
  let t = performance.now();
  const [c0] = runners as [Run, ...Run[]];
  await c0(setupSql);
  await c0(
    `insert into bench.company values ${companies
      .map(
        (c) =>
          `(${c.id}, ${c.idx}, '${c.kind}', ${pg.escapeLiteral(c.legalName)}, '${c.prefix}', '${c.city}', '${c.state}', '${c.zip}', ${c.weight}, ${c.userId})`,
      )
      .join(',')}`,
  );
  await c0(
    `insert into bench.partner values ${partners.map((p) => `(${p.companyId}, ${p.k}, ${p.partnerCompanyId}, ${p.partyId})`).join(',')}`,
  );
  await c0(`insert into bench.partner_count select company_id, count(*) from bench.partner group by company_id`);
  // 10,000 sender slots shared out by weight: a company's share of the documents it sends.
  const totalWeight = companies.reduce((s, c) => s + c.weight, 0);
  const slots: string[] = [];
  let acc = 0;
  for (const c of companies.filter((x) => partners.some((p) => p.companyId === x.id))) {
    const end = Math.round(((acc += c.weight) / totalWeight) * 10_000);
    while (slots.length < end) slots.push(`(${slots.length}, ${c.id})`);
  }
  const lastCompany = partners[partners.length - 1]!.companyId;
  while (slots.length < 10_000) slots.push(`(${slots.length}, ${lastCompany})`);
  await c0(`insert into bench.slot values ${slots.join(',')}`);

  // Secondary indexes off during the load; their definitions are kept and replayed after.
  const { rows: indexes } = await c0(
    `select indexname, indexdef from pg_indexes
      where schemaname = 'public' and tablename = any($1)
        and indexname not in (select conname from pg_constraint)`,
    [loadedTables],
  );
  for (const ix of indexes as { indexname: string; indexdef: string }[]) {
    await c0(`drop index "${ix.indexname}"`);
  }

  // Fresh statistics after each step, so the next step's joins (and the search functions' cached
  // plans) use the indexes rather than guesses made for empty tables.
  const analyze = (tables: string) => c0(`analyze ${tables}`);
  await analyze(
    'companies, parties, document_types, metadata_definitions, bench.company, bench.slot, bench.partner, bench.partner_count',
  );
  await chunked(runners, 'documents', n, (a, b) => documentsSql(a, b, n));
  await c0(`select setval('documents_id_seq', ${n})`);
  await analyze('documents');
  await chunked(runners, 'blobs and files', n, blobsAndFilesSql);
  await chunked(runners, 'metadata', n, metadataSql);
  await analyze('document_metadata');
  await chunked(runners, 'page text (OCR)', n, ocrPagesSql);
  await analyze('ocr_pages');
  await chunked(runners, 'read marks', n, readsSql);
  await chunked(runners, 'visibility rows and search vectors', n, searchSql);

  t = performance.now();
  const pending = [...(indexes as { indexname: string; indexdef: string }[])];
  await Promise.all(
    runners.map(async (run) => {
      for (let ix = pending.shift(); ix; ix = pending.shift()) await run(ix.indexdef);
    }),
  );
  console.log(`${indexes.length} indexes rebuilt: ${elapsed(t)}`);

  t = performance.now();
  await c0('set session_replication_role = origin');
  await c0(`vacuum (analyze) ${loadedTables.join(', ')}, parties, companies, metadata_definitions`);
  console.log(`vacuum analyze: ${elapsed(t)}`);
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const url = new URL(benchDatabaseUrl());
  const n = args.documents;
  const total = performance.now();
  console.log(
    `Generating ${n.toLocaleString('en-US')} documents across ${args.companies} companies into ${url.pathname.slice(1)}`,
  );
  console.log(
    `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB`,
  );

  const t = performance.now();
  await recreateDatabase(url);
  const handle = await openDatabase({ databaseUrl: url.toString() });
  await handle.migrate();
  const { companies, partners } = await createBenchNetwork(handle.db, args.companies);
  await handle.close();
  console.log(
    `database, migrations, ${companies.length} companies with users and ${partners.length} parties: ${elapsed(t)}`,
  );

  const clients = [await connect(url.toString()), await connect(url.toString())];
  await generateDocuments(
    clients.map((c) => (text, params) => c.query(text, params)),
    companies,
    partners,
    n,
  );
  const c0 = clients[0]!;
  const { rows: sizes } = await c0.query<{ name: string; rows: string; size: string }>(
    `select c.relname as name, c.reltuples::bigint as rows, pg_size_pretty(pg_total_relation_size(c.oid)) as size
       from pg_class c join pg_namespace ns on ns.oid = c.relnamespace
      where ns.nspname = 'public' and c.relkind = 'r' and c.relname = any($1) order by pg_total_relation_size(c.oid) desc`,
    [loadedTables],
  );
  console.table(sizes);
  const [{ size }] = (
    await c0.query<{ size: string }>(`select pg_size_pretty(pg_database_size(current_database())) as size`)
  ).rows as [{ size: string }];
  console.log(`database size ${size}; total ${elapsed(total)}`);
  await Promise.all(clients.map((c) => c.end()));
}

// Run as a script, not when imported (bench:http seeds PGlite with generateDocuments).
if (process.argv[1] && /seed\.ts$/.test(process.argv[1])) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
