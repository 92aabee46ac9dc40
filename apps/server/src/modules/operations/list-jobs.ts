import type { JobsOverview } from '@docvue/contracts';
import type { Database } from '../../db/client.js';
import { jobCounts, latestFailures, oldestReadySince, periodicRunList } from './repository.js';

const FAILURES_SHOWN = 100;

/** What the platform operator sees of the background work of the whole fleet. */
export async function listJobs(db: Database): Promise<JobsOverview> {
  const [counts, oldest, failures, periodic] = await Promise.all([
    jobCounts(db),
    oldestReadySince(db),
    latestFailures(db, FAILURES_SHOWN),
    periodicRunList(db),
  ]);
  return {
    counts: counts.map((c) => ({ ...c, status: c.status as JobsOverview['counts'][number]['status'] })),
    oldestQueuedSeconds: oldest ? Math.max(0, Math.round((Date.now() - oldest.getTime()) / 1000)) : null,
    failures: failures.map((f) => ({
      ...f,
      createdAt: f.createdAt.toISOString(),
      finishedAt: f.finishedAt?.toISOString() ?? null,
    })),
    periodic: periodic.map((p) => ({
      name: p.name,
      lastStartedAt: p.lastStartedAt.toISOString(),
      lastFinishedAt: p.lastFinishedAt?.toISOString() ?? null,
      lastError: p.lastError,
    })),
  };
}
