import pg from 'pg';

/**
 * The advisory lock key of the work one process of a fleet does for all on start (migrations, the
 * demo seed): "DocV" in ASCII, a number no other lock of the product uses.
 */
export const START_LOCK_KEY = 0x446f6356;

/**
 * Runs `work` while this process holds the start lock, given the session that holds it. Processes
 * started together on an empty database otherwise race on PostgreSQL's catalogs: `create extension
 * if not exists` and the migrator's `create table if not exists` are not safe against each other
 * (measured: of three processes started at once on an empty database, two stopped with
 * `duplicate key … pg_extension_name_index` / `pg_type_typname_nsp_index`). The lock is a
 * session's (`pg_advisory_lock`), so it needs a connection of its own, straight to the server (a
 * pooler in transaction mode would hand the session to others); a process that dies holding it
 * releases it with its connection. The others wait, then find the work done.
 */
export async function withStartLock<T>(connectionString: string, work: (session: pg.Client) => Promise<T>): Promise<T> {
  const session = new pg.Client({ connectionString });
  await session.connect();
  try {
    await session.query('select pg_advisory_lock($1)', [START_LOCK_KEY]);
    try {
      return await work(session);
    } finally {
      await session.query('select pg_advisory_unlock($1)', [START_LOCK_KEY]).catch(() => undefined);
    }
  } finally {
    await session.end().catch(() => undefined);
  }
}
