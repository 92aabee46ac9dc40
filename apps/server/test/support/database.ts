import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle, type DatabaseOptions } from '../../src/db/client.js';

/** What a test may set of how the database is opened, given its URL on the server. */
export interface TestDatabaseOptions {
  /** Where the LISTEN session connects (a relay in front of the server, say). */
  directUrl?: (databaseUrl: string) => string;
  listener?: DatabaseOptions['listener'];
  /** Where the pool connects (a pooler in front of the server, say). */
  poolUrl?: (databaseUrl: string) => string;
  poolMode?: DatabaseOptions['poolMode'];
  poolSize?: number;
}

/** A fresh, migrated database for one test file: PGlite from the snapshot, or a clone on the server. */
export async function openTestDatabase(options: TestDatabaseOptions = {}): Promise<DatabaseHandle & { url?: string }> {
  const tpl = inject('dbTemplate');
  if (tpl.kind === 'pglite') {
    const tar = await readFile(tpl.file);
    return openDatabase({ loadDataDir: new Blob([tar]) });
  }
  const name = `docvue_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: tpl.serverUrl });
  await admin.connect();
  // Cloning a template needs no other connection to it; retry briefly if a sibling is cloning too.
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`create database ${name} template ${tpl.template}`);
      break;
    } catch (err) {
      if (attempt >= 20) throw err;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
  await admin.end();
  const url = new URL(tpl.serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({
    databaseUrl: options.poolUrl ? options.poolUrl(url.toString()) : url.toString(),
    directUrl: options.directUrl ? options.directUrl(url.toString()) : url.toString(),
    ...(options.poolMode ? { poolMode: options.poolMode } : {}),
    ...(options.poolSize ? { poolSize: options.poolSize } : {}),
    ...(options.listener ? { listener: options.listener } : {}),
  });
  const close = handle.close;
  return {
    ...handle,
    url: url.toString(),
    close: async () => {
      await close();
      const a = new pg.Client({ connectionString: tpl.serverUrl });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}
