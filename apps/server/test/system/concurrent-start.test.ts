import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrationsFolder, openDatabase } from '../../src/db/client.js';
import { demoCompanies } from '../../src/seed/index.js';
import { freePort } from '../support/free-port.js';

/*
 * A fleet started together on an empty database (docs/design.md §2 "N stateless processes"): each
 * process migrates and seeds on start, so without a lock they raced on PostgreSQL's catalogs
 * (`duplicate key … pg_extension_name_index`, `… pg_type_typname_nsp_index`) and some crashed.
 * Needs a PostgreSQL server (`TEST_DATABASE_URL`); each test makes an empty database of its own.
 */
const template = inject('dbTemplate');
const onServer = template.kind === 'postgres';
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
  entries: unknown[];
};

const serverUrl = () => (template.kind === 'postgres' ? template.serverUrl : '');

async function emptyDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `docvue_start_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const a = new pg.Client({ connectionString: serverUrl() });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

async function count(url: string, text: string): Promise<number> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const { rows } = await c.query<{ n: string }>(text);
    return Number(rows[0]!.n);
  } finally {
    await c.end();
  }
}

describe.skipIf(!onServer)('starting several processes at once on an empty PostgreSQL database', () => {
  it('three migrator runs on three pools at once all succeed, and each migration is applied once', async () => {
    const db = await emptyDatabase();
    try {
      const handles = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: db.url })));
      try {
        const results = await Promise.allSettled(handles.map((h) => h.migrate()));
        expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
      } finally {
        await Promise.all(handles.map((h) => h.close()));
      }
      expect(await count(db.url, 'select count(*) as n from drizzle.__drizzle_migrations')).toBe(
        journal.entries.length,
      );
      // The lock is a session's: nothing holds it once the starts are done.
      expect(await count(db.url, "select count(*) as n from pg_locks where locktype = 'advisory'")).toBe(0);
    } finally {
      await db.drop();
    }
  }, 60_000);

  describe('three server processes, demo seed on', () => {
    let db: { url: string; drop: () => Promise<void> };
    const processes: ChildProcess[] = [];
    const dataDirs: string[] = [];
    const exits: (number | null)[] = [];

    beforeAll(async () => {
      db = await emptyDatabase();
    });

    afterAll(async () => {
      for (const p of processes) {
        if (p.exitCode === null) {
          p.kill('SIGTERM');
          await new Promise((r) => p.once('exit', r));
        }
      }
      await db?.drop();
      await Promise.all(dataDirs.map((d) => rm(d, { recursive: true, force: true })));
    });

    it('all come up, the schema is migrated once and the demo network seeded once', async () => {
      const urls: string[] = [];
      for (let i = 0; i < 3; i++) {
        const dataDir = await mkdtemp(path.join(os.tmpdir(), 'docvue-start-'));
        dataDirs.push(dataDir);
        const port = await freePort();
        urls.push(`http://127.0.0.1:${port}`);
        const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
          cwd: serverDir,
          env: {
            ...process.env,
            DATABASE_URL: db.url,
            PORT: String(port),
            HOST: '127.0.0.1',
            PUBLIC_URL: 'http://localhost:3999',
            DATA_DIR: dataDir,
            SEED: 'demo',
            LOG_LEVEL: 'warn',
          },
          stdio: ['ignore', 'ignore', 'inherit'],
        });
        child.once('exit', (code) => exits.push(code));
        processes.push(child);
      }
      const deadline = Date.now() + 100_000;
      const up = new Set<string>();
      while (up.size < urls.length) {
        for (const url of urls) {
          if (up.has(url)) continue;
          const ok = await fetch(`${url}/api/health`).then(
            (r) => r.ok,
            () => false,
          );
          if (ok) up.add(url);
        }
        expect(exits, 'a process ended during its start').toEqual([]);
        if (Date.now() > deadline) throw new Error(`only ${up.size} of ${urls.length} processes came up`);
        await new Promise((r) => setTimeout(r, 250));
      }
      expect(await count(db.url, 'select count(*) as n from drizzle.__drizzle_migrations')).toBe(
        journal.entries.length,
      );
      expect(await count(db.url, 'select count(*) as n from companies')).toBe(demoCompanies.length);
    }, 120_000);
  });
});
