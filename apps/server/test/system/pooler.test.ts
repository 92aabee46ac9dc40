import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { Role } from '@docvue/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.js';
import { demoCompanies } from '../../src/seed/index.js';
import { admin, makeCompany, makeUser } from '../support/factories.js';
import { freePort } from '../support/free-port.js';

/*
 * Behind a pooler in transaction mode (PgBouncer's `pool_mode = transaction`), each transaction
 * may run on another server connection, so a statement named on one is not on the next
 * (`DATABASE_POOL_MODE=transaction`, db/client.ts). A real PgBouncer from Debian
 * (`apt-get install -y pgbouncer`, .ci/run) in front of the PostgreSQL server of TEST_DATABASE_URL,
 * with fewer server connections than concurrent requests, as a fleet behind one would have.
 */
const template = inject('dbTemplate');
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const onServer = template.kind === 'postgres';
const pgbouncer = ['/usr/sbin/pgbouncer', '/usr/bin/pgbouncer'].find(
  (p) => spawnSync(p, ['--version'], { stdio: 'ignore' }).status === 0,
);
if (onServer && !pgbouncer) {
  console.warn('pooler.test.ts skipped: no pgbouncer binary (apt-get install -y pgbouncer)');
}

/** PgBouncer in transaction mode on a free loopback port, in front of `server`. */
async function startPgbouncer(server: URL) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'docvue-pgbouncer-'));
  // It refuses to run as root; `-u` drops to the server's own account, which must read this folder.
  await chmod(dir, 0o777);
  const port = await freePort();
  const user = decodeURIComponent(server.username || 'postgres');
  await writeFile(path.join(dir, 'users.txt'), `"${user}" ""\n`, { mode: 0o644 });
  await writeFile(
    path.join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      `* = host=${server.hostname} port=${server.port || 5432}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${path.join(dir, 'users.txt')}`,
      'pool_mode = transaction',
      'default_pool_size = 3',
      'max_client_conn = 200',
      'ignore_startup_parameters = extra_float_digits',
      'logfile =',
      '',
    ].join('\n'),
    { mode: 0o644 },
  );
  const asRoot = process.getuid?.() === 0;
  const child: ChildProcess = spawn(
    pgbouncer!,
    [...(asRoot ? ['-u', 'postgres'] : []), path.join(dir, 'pgbouncer.ini')],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let errors = '';
  child.stderr!.on('data', (d) => (errors += String(d)));
  // Listening once a connection is accepted.
  const deadline = Date.now() + 10_000;
  for (;;) {
    const up = await new Promise<boolean>((resolve) => {
      const s = createServer();
      s.once('error', () => resolve(true));
      s.listen(port, '127.0.0.1', () => s.close(() => resolve(false)));
    });
    if (up) break;
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`pgbouncer did not start: ${errors}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    port,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}

describe.skipIf(!onServer || !pgbouncer)('behind PgBouncer in transaction mode', () => {
  let bouncer: Awaited<ReturnType<typeof startPgbouncer>>;
  const apps: TestApp[] = [];

  const throughBouncer = (url: string) => {
    const through = new URL(url);
    through.hostname = '127.0.0.1';
    through.port = String(bouncer.port);
    return through.toString();
  };

  beforeAll(async () => {
    bouncer = await startPgbouncer(new URL(template.kind === 'postgres' ? template.serverUrl : 'postgres://x'));
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await bouncer?.stop();
  });

  /** Share of 500s among `rounds` × the routes, 20 at a time, each as another member. */
  async function load(t: TestApp, rounds: number) {
    const company = await makeCompany(t.db, { name: `Pooled ${Math.random()}` });
    const members = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        makeUser(t.db, i === 0 ? admin(company.id) : { memberships: { [company.id]: [Role.User] } }),
      ),
    );
    const tokens = await Promise.all(members.map((m) => t.tokenFor(m.id)));
    const urls = [
      '/api/companyorgunit',
      '/api/notifications/unreadnotifications',
      '/api/company/allCompanies',
      '/api/party/grid/search',
    ];
    const calls = Array.from(
      { length: rounds * urls.length },
      (_, i) => () =>
        t.call(
          { token: tokens[i % tokens.length], companyId: company.id },
          { method: 'GET', url: urls[i % urls.length]! },
        ),
    );
    const statuses: number[] = [];
    const next = async (): Promise<void> => {
      const call = calls.shift();
      if (!call) return;
      statuses.push((await call()).statusCode);
      return next();
    };
    await Promise.all(Array.from({ length: 20 }, next));
    return { total: statuses.length, failed: statuses.filter((s) => s >= 500).length, statuses };
  }

  it('with named statements (the session default) requests fail: the setting is needed', async () => {
    let outcome: string;
    try {
      const t = await createTestApp({}, { database: { poolUrl: throughBouncer, poolSize: 20 } });
      apps.push(t);
      const { total, failed } = await load(t, 50);
      outcome = `${failed} of ${total} answered 5xx`;
      expect(failed).toBeGreaterThan(0);
    } catch (err) {
      // Already at start: a server connection a name was given on by another client refuses it
      // again (42P05 duplicate_prepared_statement), one without it does not know it (26000).
      const code = (err as { cause?: { code?: string } }).cause?.code;
      expect(['42P05', '26000']).toContain(code);
      outcome = `the start failed with ${code}`;
    }
    console.info(`transaction mode, named statements: ${outcome}`);
  }, 60_000);

  it('with DATABASE_POOL_MODE=transaction no request fails, and notifications still arrive', async () => {
    const t = await createTestApp(
      { DATABASE_POOL_MODE: 'transaction' },
      { database: { poolUrl: throughBouncer, poolMode: 'transaction', poolSize: 20 } },
    );
    apps.push(t);
    const { total, failed, statuses } = await load(t, 50);
    console.info(`transaction mode, unnamed statements: ${failed} of ${total} answered 5xx`);
    expect(failed).toBe(0);
    expect(new Set(statuses)).toEqual(new Set([200]));
    // LISTEN is on the direct connection: the caches keep, /api/ready is ready.
    expect((await t.call(undefined, { method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  }, 60_000);

  it('a server process started as configured in README comes up on an empty database, migrated and seeded', async () => {
    const serverUrl = template.kind === 'postgres' ? template.serverUrl : '';
    const name = `docvue_pooled_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const direct = new URL(serverUrl);
    direct.pathname = `/${name}`;
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'docvue-pooled-'));
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: {
        ...process.env,
        DATABASE_URL: throughBouncer(direct.toString()),
        DATABASE_DIRECT_URL: direct.toString(),
        DATABASE_POOL_MODE: 'transaction',
        DATABASE_POOL_SIZE: '5',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED: 'demo',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    try {
      const deadline = Date.now() + 60_000;
      while (
        !(await fetch(`http://127.0.0.1:${port}/api/ready`).then(
          (r) => r.ok,
          () => false,
        ))
      ) {
        if (child.exitCode !== null) throw new Error(`the process ended (${child.exitCode})`);
        if (Date.now() > deadline) throw new Error('not ready within 60 s');
        await new Promise((r) => setTimeout(r, 250));
      }
      const c = new pg.Client({ connectionString: direct.toString() });
      await c.connect();
      const { rows } = await c.query<{ n: string }>('select count(*) as n from companies');
      await c.end();
      expect(Number(rows[0]!.n)).toBe(demoCompanies.length);
    } finally {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
