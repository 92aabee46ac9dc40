import type { LatestHistoryVerification } from '@docvue/contracts';
import type { Database } from '../../db/client.js';
import { latestHistoryVerification } from './history-verification-repository.js';
import { presentHistoryVerification } from './present-history-verification.js';

/** The latest check of every document's history, or none. */
export async function getHistoryVerification(db: Database): Promise<LatestHistoryVerification> {
  const run = await latestHistoryVerification(db);
  return { run: run ? presentHistoryVerification(run) : null };
}
