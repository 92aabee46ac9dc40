import type { HistoryVerificationRun } from '@docvue/contracts';
import type { Database } from '../../db/client.js';
import { conflict } from '../../lib/errors.js';
import { insertHistoryVerification } from './history-verification-repository.js';
import { presentHistoryVerification } from './present-history-verification.js';

/** Starts a check of every document's history (issue 46.8); the caller wakes the runner. */
export async function startHistoryVerification(db: Database, userId: number): Promise<HistoryVerificationRun> {
  const run = await insertHistoryVerification(db, userId);
  if (!run) throw conflict('A check of every history is running already: its progress is on the Background Jobs page.');
  return presentHistoryVerification(run);
}
