import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import { periodicRuns } from '../db/schema/index.js';

/**
 * Periodic work the fleet runs once per period, not once per process (db/schema/jobs.ts
 * `periodic_runs`): every process looks each `tickMs`, and the one whose claim moves the row's
 * `last_started_at` on runs the work. The claim is one statement (an upsert whose update only
 * happens when the period is over), so of processes looking at once exactly one wins; the times
 * are the database's, the same for every process.
 */
export async function claimPeriod(db: Database, name: string, periodMs: number): Promise<boolean> {
  const rows = await db
    .insert(periodicRuns)
    .values({ name, lastStartedAt: sql`now()` })
    .onConflictDoUpdate({
      target: periodicRuns.name,
      set: { lastStartedAt: sql`now()` },
      setWhere: sql`${periodicRuns.lastStartedAt} <= now() - make_interval(secs => ${periodMs / 1000})`,
    })
    .returning({ name: periodicRuns.name });
  return rows.length > 0;
}

export async function recordPeriodEnd(db: Database, name: string, error: string | null): Promise<void> {
  await db
    .update(periodicRuns)
    .set({ lastFinishedAt: sql`now()`, lastError: error?.slice(0, 2000) ?? null })
    .where(sql`${periodicRuns.name} = ${name}`);
}

export interface PeriodicOptions {
  name: string;
  /** The fleet runs the work once in this long. */
  everyMs: number;
  /** How often each process looks whether the period is over (one short statement). */
  tickMs?: number;
  /** The first look, after start. */
  firstAfterMs?: number;
  log: FastifyBaseLogger;
}

/** Looks every tick, runs `work` when this process claimed the period; stop() waits for a run on its way. */
export function startPeriodic(db: Database, work: () => Promise<void>, opts: PeriodicOptions) {
  let running: Promise<void> | undefined;
  const tick = () => {
    running ??= claimPeriod(db, opts.name, opts.everyMs)
      .then(async (mine) => {
        if (!mine) return;
        const error = await work().then(
          () => null,
          (err: unknown) => {
            opts.log.warn({ err, periodic: opts.name }, 'periodic work failed');
            return err instanceof Error ? err.message : String(err);
          },
        );
        await recordPeriodEnd(db, opts.name, error);
      })
      .catch((err: unknown) => opts.log.warn({ err, periodic: opts.name }, 'periodic work: could not claim its period'))
      .finally(() => (running = undefined));
  };
  const first = setTimeout(tick, opts.firstAfterMs ?? 60_000);
  const timer = setInterval(tick, opts.tickMs ?? 60_000);
  first.unref();
  timer.unref();
  return {
    /** Looks now (tests). */
    tick: async () => {
      tick();
      await running;
    },
    stop: async () => {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
