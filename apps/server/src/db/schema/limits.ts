import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The counters of rate limits and the sign-in throttle (lib/limit-counters.ts), shared by every
 * process on the database, so that N processes allow what one allows and a restart forgets
 * nothing. UNLOGGED in the migration (0028): no write-ahead log for a counter bumped on every
 * limited call; a crash of the server empties it, which forgets at most an hour of counts.
 * Times are milliseconds since 1970 from the process's clock, as the in-memory counters had.
 */
export const limitCounters = pgTable(
  'limit_counters',
  {
    /** `r:` a rate-limit window, `w:` a browser's failures on an account, `b:` an hourly budget. */
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    /** Start of the window (r:, b:); the last failure (w:). */
    since: bigint('since', { mode: 'number' }).notNull(),
    /** End of the window (r:); the end of the wait (w:); 0 (b:). */
    until: bigint('until', { mode: 'number' }).notNull(),
  },
  (t) => [index('limit_counters_until_idx').on(t.until)],
);
