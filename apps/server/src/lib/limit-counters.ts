import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';

/**
 * The statements of the shared counters (db/schema/limits.ts): one per check, atomic on the row,
 * so that calls on several processes at once count each once.
 */

const HOUR_MS = 60 * 60_000;

export interface CounterRow {
  key: string;
  count: number;
  since: number;
  until: number;
}

/**
 * The key as stored: its kind (`r:`, `w:`, `b:`, which the statements read) and a hash of the rest.
 * What a key names comes from the request (an e-mail typed, a query parameter) before any
 * validation: a NUL byte, which PostgreSQL text refuses, or a megabyte of it, larger than an index
 * entry, must count like anything else, not answer 500 (found by the route fuzz).
 */
const stored = (key: string) => key.slice(0, 2) + createHash('sha256').update(key.slice(2)).digest('base64url');

/** Both drivers answer raw SQL with `{ rows }`; bigint comes back as text. Keys back as the caller named them. */
function rowsOf(result: unknown, named: readonly string[]): CounterRow[] {
  const byStored = new Map(named.map((k) => [stored(k), k]));
  return ((result as { rows: Record<string, unknown>[] }).rows ?? []).map((r) => ({
    key: byStored.get(String(r.key)) ?? String(r.key),
    count: Number(r.count),
    since: Number(r.since),
    until: Number(r.until),
  }));
}

/**
 * Counts one call in each fixed window (a window starts with the first call after the last one
 * ended): the count in the window and when it ends, for every key.
 */
export async function countInWindows(
  db: Queryable,
  hits: readonly { key: string; windowMs: number }[],
  now: number,
): Promise<CounterRow[]> {
  if (hits.length === 0) return [];
  return rowsOf(
    await db.execute(sql`
      insert into limit_counters as c (key, count, since, until)
      select k, 1, ${now}::bigint, ${now}::bigint + w
      from unnest(${sql.param(hits.map((h) => stored(h.key)))}::text[], ${sql.param(hits.map((h) => h.windowMs))}::bigint[]) as t(k, w)
      on conflict (key) do update set
        count = case when c.until <= ${now}::bigint then 1 else c.count + 1 end,
        since = case when c.until <= ${now}::bigint then excluded.since else c.since end,
        until = case when c.until <= ${now}::bigint then excluded.until else c.until end
      returning key, count, since, until`),
    hits.map((h) => h.key),
  );
}

export async function readCounters(db: Queryable, keys: readonly string[]): Promise<CounterRow[]> {
  if (keys.length === 0) return [];
  return rowsOf(
    await db.execute(
      sql`select key, count, since, until from limit_counters where key = any(${sql.param(keys.map(stored))}::text[])`,
    ),
    keys,
  );
}

/**
 * Adds a failure to a browser's failures on an account (`w:` keys: after `free` failures each next
 * one starts a wait twice as long (the first `firstWaitMs`), up to `longestWaitMs`; a pair quiet for an hour, its wait over,
 * starts again) and to hourly budgets (`b:` keys: a fixed hour from the first failure).
 * Expressions in SET read the row as it was, so each is written whole.
 */
export async function addFailures(
  db: Queryable,
  now: number,
  waits: { keys: readonly string[]; free: number; firstWaitMs: number; longestWaitMs: number },
  budgets: readonly string[],
): Promise<void> {
  const keys = [...waits.keys.map((k) => `w:${k}`), ...budgets.map((k) => `b:${k}`)];
  if (keys.length === 0) return;
  const t = sql`${now}::bigint`;
  const hour = sql`${HOUR_MS}::bigint`;
  const free = sql`${waits.free}::int`;
  const longest = sql`${waits.longestWaitMs}::bigint`;
  const first = sql`${waits.firstWaitMs}::bigint`;
  const waitStale = sql`(${t} - c.since > ${hour} and ${t} >= c.until)`;
  const failures = sql`(case when ${waitStale} then 1 else c.count + 1 end)`;
  const waitFor = (n: SQL) =>
    sql`case when ${n} - ${free} >= 0 then ${t} + least(${longest}, (${first} * power(2, least(${n} - ${free}, 30)))::bigint) end`;
  await db.execute(sql`
    insert into limit_counters as c (key, count, since, until)
    select k, 1, ${t}, case when left(k, 2) = 'w:' then coalesce(${waitFor(sql`1`)}, 0) else 0 end
    from unnest(${sql.param(keys.map(stored))}::text[]) as u(k)
    on conflict (key) do update set
      count = case when left(c.key, 2) = 'w:' then ${failures}
                   when ${t} - c.since >= ${hour} then 1 else c.count + 1 end,
      since = case when left(c.key, 2) = 'w:' then ${t}
                   when ${t} - c.since >= ${hour} then ${t} else c.since end,
      until = case when left(c.key, 2) = 'w:'
                   then coalesce(${waitFor(failures)}, case when ${waitStale} then 0 else c.until end)
                   else 0 end`);
}

export async function clearCounters(db: Queryable, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.execute(sql`delete from limit_counters where key = any(${sql.param(keys.map(stored))}::text[])`);
}

/** The janitor: counters that no longer hold anything back (a window ended, a pair quiet for an hour). */
export async function pruneCounters(db: Queryable, now: number): Promise<number> {
  const result = await db.execute(sql`
    delete from limit_counters
    where until <= ${now}::bigint and (left(key, 2) = 'r:' or since <= ${now - HOUR_MS}::bigint)`);
  return (
    (result as { affectedRows?: number; rowCount?: number }).affectedRows ??
    (result as { rowCount?: number }).rowCount ??
    0
  );
}

type SQL = ReturnType<typeof sql>;
