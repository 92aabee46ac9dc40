import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.js';
import { ServerListener, type ListenerOptions, type NotificationsState } from './listener.js';
import { withStartLock } from './start-lock.js';
import { statementRecorder } from './statement-count.js';

export type { NotificationsState } from './listener.js';
export type Schema = typeof schema;
/** Either driver: PGlite embedded or node-postgres against a server. Same schema, same queries. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Anything a repository can run a query on: the database or an open transaction. */
export type Queryable = Database | Transaction;

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the migrations not yet applied; on a server, under the start lock (db/start-lock.ts). */
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other process of the fleet runs its own start work (migrations, the demo
   * seed): on a server under the start lock; an embedded database has one process.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /** Plain SQL for health checks and tests. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * Calls `onPayload` for every NOTIFY on `channel` (delivered at the sender's commit), from any
   * process on the same database. Resolves once listening; the result stops it. `onConnection`
   * hears when the channel goes down (notifications sent meanwhile are lost) and comes back.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onConnection?: (up: boolean) => void,
  ): Promise<() => Promise<void>>;
  /** Whether notifications arrive now (an embedded database's always do). */
  notifications(): NotificationsState;
  /** Hears every change of `notifications()`; the result stops it. */
  watchNotifications(onChange: (state: NotificationsState) => void): () => void;
  /**
   * The connection pool now (node-postgres: connections open, idle, and queries waiting for one).
   * An embedded database has none: PGlite is one connection in this process, which queues queries
   * itself and says nothing of it, so there is nothing meaningful to report (undefined).
   */
  poolStats?(): { total: number; idle: number; waiting: number };
  /** The PGlite instance, for snapshotting in tests. */
  pglite?: PGlite;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  dataDir?: string;
  /** A PGlite data-dir tarball to start from (tests use a migrated snapshot). */
  loadDataDir?: Blob;
  /** Where the LISTEN session and the start lock connect, straight to the server (default: `databaseUrl`). */
  directUrl?: string;
  /**
   * `transaction`: `databaseUrl` is a pooler in transaction mode, which hands each transaction to
   * any server connection, so no statement is named (default `session`: a connection is ours).
   */
  poolMode?: 'session' | 'transaction';
  /** Connections of the pool (default 10). */
  poolSize?: number;
  /** The LISTEN connection's round trip (tests shorten it). */
  listener?: Omit<ListenerOptions, 'connectionString'>;
}

export async function openDatabase(opts: DatabaseOptions): Promise<DatabaseHandle> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 10 });
    // An idle client losing its connection (server restart, failover) must not crash the
    // process; the pool replaces it and the next query reconnects.
    pool.on('error', (err) => console.error('database connection lost:', err.message));
    if (opts.poolMode === 'transaction') unnamedStatements(pool);
    else nameStatements(pool);
    const directUrl = opts.directUrl ?? opts.databaseUrl;
    const listener = new ServerListener({ ...opts.listener, connectionString: directUrl });
    const db = drizzlePg(pool, { schema, logger: statementRecorder }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      migrate: () =>
        withStartLock(directUrl, async (session) => {
          await session.query('create extension if not exists pg_trgm');
          await migratePg(drizzlePg(session, { schema }), { migrationsFolder });
        }),
      exclusively: (work) => withStartLock(directUrl, () => work()),
      ping: async () => {
        await pool.query('select 1');
      },
      listen: (channel, onPayload, onConnection) => listener.listen(channel, onPayload, onConnection),
      notifications: () => listener.state,
      watchNotifications: (onChange) => listener.watch(onChange),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: async () => {
        await listener.close();
        await pool.end();
      },
    };
  }
  let dataDir: string | undefined;
  if (opts.dataDir) {
    dataDir = path.join(opts.dataDir, 'pgdata');
    mkdirSync(opts.dataDir, { recursive: true });
  }
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
    extensions: { pg_trgm },
  });
  const alwaysUp: NotificationsState = { up: true, since: Date.now() };
  const pgliteDb = drizzlePglite(client, { schema, logger: statementRecorder });
  return {
    db: pgliteDb as unknown as Database,
    kind: 'pglite',
    pglite: client,
    migrate: async () => {
      await client.exec('create extension if not exists pg_trgm');
      await migratePglite(pgliteDb, { migrationsFolder });
    },
    exclusively: (work) => work(),
    ping: async () => {
      await client.query('select 1');
    },
    // One process holds an embedded database: its own notifications are all there are.
    listen: async (channel, onPayload, onConnection) => {
      const stop = await client.listen(channel, onPayload);
      onConnection?.(true);
      return async () => {
        onConnection?.(false);
        if (!client.closed) await stop();
      };
    },
    notifications: () => alwaysUp,
    watchNotifications: () => () => undefined,
    close: () => client.close(),
  };
}

/**
 * Every statement text this pool runs gets a name, so that each connection has PostgreSQL parse
 * and plan it once and afterwards only binds values: what `.prepare()` (db/prepared.ts) does for
 * the hottest statements, for all the others. Measured on the list page (5 statements, 50
 * connections, bench:http): ~300–420 → ~510 req/s. Drizzle builds the same text for the same
 * query shape (lists of ids are one `any($1)` parameter), so the texts are few; past 1,000
 * distinct ones (a text built from data, should one appear) the rest run unnamed, so that
 * neither this map nor PostgreSQL's per-connection statements grow without end. Transactions
 * take a client of their own (`pool.connect()`), whose statements are not named.
 */
function nameStatements(pool: pg.Pool, maxNames = 1000): void {
  const names = new Map<string, string>();
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  (pool as unknown as { query: typeof query }).query = (config, ...rest) => {
    // Only statements with values: a name makes node-postgres use the extended protocol, which
    // takes one command per statement (a migration's text may hold several).
    const values = Array.isArray(rest[0]) ? rest[0] : (config as { values?: unknown[] } | undefined)?.values;
    const named = config && typeof config === 'object' && 'name' in config && config.name;
    if (config && typeof config === 'object' && 'text' in config && !named && values && values.length > 0) {
      const text = (config as { text: string }).text;
      let name = names.get(text);
      if (name === undefined && names.size < maxNames) {
        name = `auto_${names.size + 1}`;
        names.set(text, name);
      }
      if (name !== undefined) config = { ...config, name };
    }
    return query(config, ...rest);
  };
}

/**
 * Behind a pooler in transaction mode (PgBouncer's `pool_mode = transaction`) a client's next
 * statement may run on another server connection: a statement named on one is missing on the next
 * ("prepared statement … does not exist") or, named alike by another client, already there
 * ("prepared statement "auto_3" already exists"). Behind PgBouncer 1.18 in transaction mode
 * (test/system/pooler.test.ts: 3 server connections, a pool of 20, 20 requests at a time), named
 * statements stopped the start itself in 3 runs of 3 (42P05, reading the signing keys); unnamed,
 * 0 of 200 requests failed in each. So no statement is named there,
 * those of `.prepare()` (db/prepared.ts) included: each is parsed unnamed, in the same round trip
 * as its values. Every connection of the pool passes here (`pool.query` and transactions alike).
 */
function unnamedStatements(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: typeof query }).query = (config, ...rest) => {
      if (config && typeof config === 'object' && 'name' in config) {
        const { name: _name, ...unnamed } = config as { name?: string };
        config = unnamed;
      }
      return query(config, ...rest);
    };
  });
}
