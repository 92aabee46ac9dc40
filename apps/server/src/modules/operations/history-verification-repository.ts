import { and, asc, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client.js';
import { documentHistory, documents, historyVerificationRuns } from '../../db/schema/index.js';
import { enqueueJob } from '../../jobs/queue.js';
import { JobKind } from '../../jobs/kinds.js';

export type HistoryVerificationRow = typeof historyVerificationRuns.$inferSelect;

/**
 * A new check of every history and its job, unless one is running: under an advisory lock, so two
 * operators starting at once start one. Undefined when one runs.
 */
export async function insertHistoryVerification(
  db: Database,
  startedBy: number,
): Promise<HistoryVerificationRow | undefined> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('docvue.history-verification'))`);
    const [running] = await tx
      .select({ id: historyVerificationRuns.id })
      .from(historyVerificationRuns)
      .where(eq(historyVerificationRuns.status, 'running'))
      .limit(1);
    if (running) return undefined;
    const [total] = await tx.select({ n: count() }).from(documents);
    const [run] = await tx
      .insert(historyVerificationRuns)
      .values({ startedBy, documentsTotal: total?.n ?? 0 })
      .returning();
    await enqueueJob(tx, JobKind.HistoryVerify, { runId: run!.id });
    return run;
  });
}

export async function latestHistoryVerification(db: Queryable): Promise<HistoryVerificationRow | undefined> {
  const [run] = await db.select().from(historyVerificationRuns).orderBy(desc(historyVerificationRuns.id)).limit(1);
  return run;
}

export async function historyVerificationById(db: Queryable, id: number) {
  const [run] = await db.select().from(historyVerificationRuns).where(eq(historyVerificationRuns.id, id));
  return run;
}

/**
 * The next documents after `afterId` in id order, each with its history in the order written: the
 * platform operator's check reads every company's documents, and only to count them (nothing of
 * them leaves but their ids, to the platform operator).
 */
export async function historiesAfter(db: Queryable, afterId: number, limit: number) {
  const ids = (
    await db
      .select({ id: documents.id })
      .from(documents)
      .where(gt(documents.id, afterId))
      .orderBy(asc(documents.id))
      .limit(limit)
  ).map((d) => d.id);
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(documentHistory)
    .where(inArray(documentHistory.documentId, ids))
    .orderBy(asc(documentHistory.documentId), asc(documentHistory.id));
  const byDocument = new Map(ids.map((id) => [id, [] as typeof rows]));
  for (const row of rows) byDocument.get(row.documentId)!.push(row);
  return [...byDocument.entries()].map(([documentId, history]) => ({ documentId, history }));
}

/**
 * Records a batch's findings and moves the cursor on, if the run is still where this process left
 * it: false when it is not (another process took the job over), and this one stops.
 */
export async function recordHistoryBatch(
  db: Queryable,
  run: Pick<HistoryVerificationRow, 'id' | 'lastDocumentId'>,
  batch: {
    lastDocumentId: number;
    checked: number;
    intact: number;
    broken: number;
    brokenDocuments: HistoryVerificationRow['brokenDocuments'];
  },
): Promise<boolean> {
  const t = historyVerificationRuns;
  const rows = await db
    .update(t)
    .set({
      lastDocumentId: batch.lastDocumentId,
      checked: sql`${t.checked} + ${batch.checked}`,
      intact: sql`${t.intact} + ${batch.intact}`,
      broken: sql`${t.broken} + ${batch.broken}`,
      brokenDocuments: batch.brokenDocuments,
    })
    .where(and(eq(t.id, run.id), eq(t.status, 'running'), eq(t.lastDocumentId, run.lastDocumentId)))
    .returning({ id: t.id });
  return rows.length > 0;
}

export async function finishHistoryVerification(db: Queryable, id: number, failure: string | null = null) {
  await db
    .update(historyVerificationRuns)
    .set({ status: failure === null ? 'done' : 'failed', failure, finishedAt: new Date() })
    .where(and(eq(historyVerificationRuns.id, id), eq(historyVerificationRuns.status, 'running')));
}
