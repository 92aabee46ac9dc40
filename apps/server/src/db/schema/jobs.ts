import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Durable background work (OCR, e-mail, fan-out). Workers claim rows with
 * `for update skip locked`, so several processes can share the table.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /**
     * queued, running, done, failed, or parked: its process died under it five times in a row
     * (jobs/runner.ts), set aside with that reason for the platform operator.
     */
    status: text('status').notNull().default('queued'),
    /** Failures the job itself reported: a process that died or stopped under it spends none. */
    attempts: integer('attempts').notNull().default(0),
    /**
     * Times in a row its process died (or hung) while running it: counted when another process
     * takes over its lapsed lease, back to 0 when an attempt ends; at five it is parked.
     */
    deaths: integer('deaths').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('jobs_ready_idx').on(t.status, t.runAfter)],
);

/**
 * Periodic work (the janitor, expiry warnings) that the fleet runs once per period, whichever
 * process comes first: a process runs it only when its claim moves `last_started_at` on by one
 * period (jobs/periodic.ts), an update that one statement makes for exactly one process.
 */
export const periodicRuns = pgTable('periodic_runs', {
  name: text('name').primaryKey(),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }).notNull(),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  lastError: text('last_error'),
});
