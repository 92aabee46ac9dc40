import type { HistoryVerificationRun } from '@docvue/contracts';
import type { HistoryVerificationRow } from './history-verification-repository.js';

/** What the platform operator sees of a check (who started it stays on the row). */
export function presentHistoryVerification(run: HistoryVerificationRow): HistoryVerificationRun {
  return {
    id: run.id,
    status: run.status as HistoryVerificationRun['status'],
    startedAt: run.startedAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
    documentsTotal: run.documentsTotal,
    checked: run.checked,
    intact: run.intact,
    broken: run.broken,
    brokenDocuments: run.brokenDocuments,
    failure: run.failure,
  };
}
