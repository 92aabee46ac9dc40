/**
 * The server side of `npm run bench:http`, in a process of its own so that the load generator
 * does not share its event loop: the product (the whole app, as `npm start` builds it) on one
 * port and, on the same database, a bare Fastify route that reads one `documents` row by
 * primary key on another. Prints one JSON line with the ports, a signed token and what the
 * calls need (ids, words), then serves until killed.
 *
 *   tsx http-server.ts postgres <url> | pglite <data dir>
 */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import pg from 'pg';
import { importJWK, SignJWT } from 'jose';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { openDatabase, type DatabaseHandle } from '../../db/client.js';
import { loadSigningKeys } from '../../lib/keys.js';
import { createBenchNetwork } from './network.js';
import { generateDocuments, type Run } from './seed.js';

type Query = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

async function seedPglite(handle: DatabaseHandle, documents: number, companies: number) {
  const lite = handle.pglite!;
  await handle.migrate();
  const network = await createBenchNetwork(handle.db, companies);
  const run: Run = async (text, params) =>
    params ? lite.query(text, params) : { rows: (await lite.exec(text)).at(-1)?.rows ?? [] };
  await lite.exec('set session_replication_role = replica');
  await generateDocuments([run], network.companies, network.partners, documents);
}

async function main() {
  const [kind, where, docs = '20000'] = process.argv.slice(2);
  if ((kind !== 'postgres' && kind !== 'pglite') || !where)
    throw new Error('usage: http-server.ts postgres URL | pglite DIR');
  const handle =
    kind === 'postgres' ? await openDatabase({ databaseUrl: where }) : await openDatabase({ dataDir: where });
  const query: Query =
    kind === 'postgres'
      ? (() => {
          // The bare route's own pool, as large as the product's.
          const pool = new pg.Pool({ connectionString: where, max: 10 });
          return async (text, params) => pool.query(text, params);
        })()
      : async (text, params) => (await handle.pglite!.query(text, params)) as { rows: Record<string, unknown>[] };
  // A database seeded by an older version gets this version's migrations (a no-op when current),
  // the PGlite folder kept under the temporary folder too: without them a call that needs a newer
  // function answered 500 (search, before migration 0024 ran there).
  await handle.migrate();
  const seeded = (await query(`select to_regclass('bench.company') as t`).catch(() => ({ rows: [{ t: null }] })))
    .rows[0]!.t;
  if (!seeded) {
    if (kind === 'postgres') throw new Error(`${where} is not seeded: run npm run bench:seed first`);
    await seedPglite(handle, Number(docs), 20);
  }

  // The company with the largest inbox: it has a list, an inbox, search and dashboard figures.
  const [company] = (
    await query(`select v.company_id, bc.user_id, count(*) as n
       from document_visibility v join bench.company bc on bc.company_id = v.company_id
      where v.side = 'receiver' group by 1, 2 order by 3 desc limit 1`)
  ).rows as { company_id: number; user_id: number }[];
  const ids = (
    await query(
      `select document_id as id from document_visibility where company_id = $1 order by md5(document_id::text) limit 200`,
      [company!.company_id],
    )
  ).rows.map((r) => Number(r.id));
  const [number] = (
    await query(
      `select m.value from document_visibility v join document_metadata m on m.document_id = v.document_id
         join metadata_definitions md on md.id = m.definition_id and md.key = 'invoiceNumber'
        where v.company_id = $1 and m.value is not null limit 1`,
      [company!.company_id],
    )
  ).rows as { value: string }[];

  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'docvue-bench-http-'));
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, SEED: 'none', LOG_LEVEL: 'silent', PORT: '0' });
  const app = await buildApp({ config, database: handle, logger: false, serveWeb: false, runJobs: false });
  await app.listen({ host: '127.0.0.1', port: 0 });

  // The bare route: Fastify, the same driver, one primary-key read of the same table, JSON out.
  const bare = Fastify({ logger: false });
  bare.get<{ Params: { id: string } }>('/bare/:id', async (req) => {
    const { rows } = await query('select * from documents where id = $1', [Number(req.params.id)]);
    return rows[0] ?? {};
  });
  await bare.listen({ host: '127.0.0.1', port: 0 });

  const keys = await loadSigningKeys(handle.db);
  const jwk = keys.privateJwks.keys[0]!;
  const token = await new SignJWT({ scope: 'openid profile email' })
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid!, typ: 'at+jwt' })
    .setSubject(String(company!.user_id))
    .setIssuer(config.oidc.issuer)
    .setAudience(config.oidc.audience ?? '')
    .setIssuedAt()
    .setExpirationTime('2h')
    .sign(await importJWK(jwk, 'RS256'));
  const port = (f: { server: { address(): unknown } }) => (f.server.address() as { port: number }).port;
  console.log(
    JSON.stringify({
      ready: true,
      app: port(app),
      bare: port(bare),
      token,
      companyId: company!.company_id,
      ids,
      number: number?.value ?? '1000',
    }),
  );
}

// Killed by the driver when done: exit normally, so that --cpu-prof writes its profile.
process.on('SIGTERM', () => process.exit(0));

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
