import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import { blobs } from '../db/schema/index.js';
import type { BlobStore } from '../lib/blob-store.js';
import { pruneCounters } from '../lib/limit-counters.js';
import { startPeriodic } from './periodic.js';

/**
 * Files a crash leaves behind (docs/design.md §6 "Files", docs/history.md §18): a temporary file of an upload that
 * never finished, and a body moved into place whose row was never committed (the process died in
 * between, or the upload was refused after it was stored). Only files older than `olderThanMs`
 * (an hour) are touched: a body is stored before its row is written, so a young one may be
 * waiting for its transaction; one stored again refreshes its time (blob-store.ts).
 */
export async function sweepOrphanFiles(db: Database, store: BlobStore, olderThanMs = 60 * 60 * 1000) {
  const temporaryFiles = await store.sweepTemporaryFiles(olderThanMs);
  const candidates = await store.listStoredBefore(olderThanMs);
  let orphanBlobs = 0;
  for (let i = 0; i < candidates.length; i += 500) {
    const batch = candidates.slice(i, i + 500);
    const rows = await db.select({ sha256: blobs.sha256 }).from(blobs).where(inArray(blobs.sha256, batch));
    const known = new Set(rows.map((r) => r.sha256));
    for (const sha256 of batch) {
      if (known.has(sha256)) continue;
      await store.delete(sha256);
      orphanBlobs++;
    }
  }
  return { temporaryFiles, orphanBlobs };
}

/**
 * Sweeps once every `everyMs` across the fleet (jobs/periodic.ts), whichever process looks first
 * after the period is over (every process looks each minute); also prunes the rate-limit and
 * sign-in counters that hold nothing back any more (lib/limit-counters.ts).
 */
export function startJanitor(db: Database, store: BlobStore, log: FastifyBaseLogger, everyMs = 15 * 60 * 1000) {
  return startPeriodic(
    db,
    async () => {
      const removed = await sweepOrphanFiles(db, store);
      const counters = await pruneCounters(db, Date.now());
      if (removed.temporaryFiles || removed.orphanBlobs) log.info(removed, 'janitor removed files left by crashes');
      if (counters) log.debug({ counters }, 'janitor pruned spent limit counters');
    },
    { name: 'janitor', everyMs, log },
  );
}
