import type { Database } from '../../db/client.js';
import { keepNewestReports } from './repository.js';

/** Reports kept at most; the oldest go first. */
export const MAX_KEPT_REPORTS = 20_000;

/** Drops all but the newest MAX_KEPT_REPORTS reports. */
export async function trimReports(db: Database) {
  await keepNewestReports(db, MAX_KEPT_REPORTS);
}
