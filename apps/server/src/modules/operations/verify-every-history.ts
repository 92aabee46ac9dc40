import { setImmediate as nextTurn } from 'node:timers/promises';
import { HISTORY_CHECK_BROKEN_SHOWN } from '@docvue/contracts';
import type { Database } from '../../db/client.js';
import { firstBrokenEntry } from '../../document-history/chain.js';
import type { JobKind } from '../../jobs/kinds.js';
import type { JobHandlerOf } from '../../jobs/runner.js';
import {
  finishHistoryVerification,
  historiesAfter,
  historyVerificationById,
  recordHistoryBatch,
} from './history-verification-repository.js';

/**
 * Documents per batch: their histories are read in one statement (a document has tens of
 * entries; hundreds after a long dispute), hashed, and the counts committed with the cursor.
 */
const BATCH = 200;

/**
 * The job `history.verify`: every document's chain recomputed (document-history/chain.ts), in id
 * order, a batch at a time. Between batches it yields to the event loop, so the requests and other
 * jobs of its process go on; each batch is committed with where it got to, so a run whose process
 * died goes on from there, and a process that finds its cursor moved (the job was taken over after
 * a stop) stops rather than count twice.
 */
export function verifyEveryHistoryHandler(db: Database): JobHandlerOf<typeof JobKind.HistoryVerify> {
  return {
    async run(job) {
      let run = await historyVerificationById(db, job.payload.runId);
      while (run?.status === 'running') {
        const batch = await historiesAfter(db, run.lastDocumentId, BATCH);
        if (batch.length === 0) {
          await finishHistoryVerification(db, run.id);
          return;
        }
        let broken = 0;
        const brokenDocuments = [...run.brokenDocuments];
        for (const { documentId, history } of batch) {
          const entry = firstBrokenEntry(history);
          if (!entry) continue;
          broken++;
          if (brokenDocuments.length < HISTORY_CHECK_BROKEN_SHOWN)
            brokenDocuments.push({ documentId, entryId: entry.id });
        }
        const lastDocumentId = batch.at(-1)!.documentId;
        const counts = { checked: batch.length, intact: batch.length - broken, broken };
        if (!(await recordHistoryBatch(db, run, { lastDocumentId, ...counts, brokenDocuments }))) return;
        run = { ...run, lastDocumentId, brokenDocuments };
        await nextTurn();
      }
    },
    async gaveUp(job, error) {
      await finishHistoryVerification(db, job.payload.runId, error);
    },
  };
}
