import type { Queryable } from './client.js';

/**
 * A statement built once per database handle (or open transaction) and reused. Building a query
 * through Drizzle walks its SQL chunks with an `instanceof`-like check per chunk: 23% of the CPU
 * of a document open under load (profiled with `BENCH_CPU_PROF`, docs/history.md §17). A prepared query is
 * built once; node-postgres then parses a named statement once per connection and only binds
 * values afterwards. Values go in through `sql.placeholder(name)` and `execute({ name: value })`.
 *
 *   const byId = preparedStatement((db) =>
 *     db.select().from(users).where(eq(users.id, sql.placeholder('id'))).prepare('user_by_id'));
 *   const rows = await byId(db).execute({ id });
 *
 * The name given to `prepare` must be unique in the product: PostgreSQL keeps one statement per
 * name on each connection. A transaction gets its own copy (it runs on its own connection); the
 * same name there is the same text, which node-postgres reuses.
 */
export function preparedStatement<Q>(build: (db: Queryable) => Q): (db: Queryable) => Q {
  const built = new WeakMap<Queryable, Q>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
