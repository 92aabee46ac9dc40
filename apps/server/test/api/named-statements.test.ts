import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.js';
import { openTestDatabase } from '../support/database.js';

/*
 * On a PostgreSQL server every statement text with values runs under a name (db/client.ts), so
 * each connection parses and plans it once (docs/history.md §17). The server's own list of a session's
 * prepared statements says whether it did. PGlite has no such pool: the suite runs there too,
 * and CI runs it on a server.
 */
const onServer = inject('dbTemplate').kind === 'postgres';

describe.skipIf(!onServer)('statements named on a PostgreSQL server', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(async () => {
    await handle?.close();
  });

  // Run one after the other, the pool hands back the connection it was given last.
  const preparedHere = async () => {
    const result = await handle.db.execute(sql`select name, statement from pg_prepared_statements where ${1}::int = 1`);
    return (result as unknown as { rows: { name: string; statement: string }[] }).rows;
  };

  it('prepares a statement with values once and reuses it under the same name', async () => {
    await preparedHere();
    const seen = await preparedHere();
    const own = seen.filter((s) => s.statement.includes('pg_prepared_statements'));
    expect(own).toHaveLength(1);
    expect(own[0]!.name).toMatch(/^auto_\d+$/);
  });

  it('leaves a statement without values unnamed (several commands stay possible)', async () => {
    await handle.db.execute(sql.raw('select 41 + 1 as answer; select 2 as two'));
    const seen = await preparedHere();
    expect(seen.some((s) => s.statement.includes('41 + 1'))).toBe(false);
  });
});
