import { count, desc, eq, sql } from 'drizzle-orm';
import type { OwnStatementRun } from '../../access/statement-runs.js';
import type { Queryable } from '../../db/client.js';
import { blobs, statementRunErrors, statementRuns } from '../../db/schema/index.js';
import type { FileError } from './file/records.js';

export type RunRow = typeof statementRuns.$inferSelect;

/** Records the uploaded file's body and its run (queued) in the caller's transaction. */
export async function insertRun(
  tx: Queryable,
  run: Pick<
    typeof statementRuns.$inferInsert,
    'companyId' | 'fileName' | 'blobSha256' | 'fileSize' | 'format' | 'createdBy'
  >,
  mimeType: string,
): Promise<RunRow> {
  await tx
    .insert(blobs)
    .values({ sha256: run.blobSha256, size: run.fileSize, mimeType })
    .onConflictDoNothing({ target: blobs.sha256 });
  const [row] = await tx.insert(statementRuns).values(run).returning();
  return row!;
}

/** The run a job works on (the job was queued by the run's own company). */
export async function runForJob(db: Queryable, id: number): Promise<RunRow | undefined> {
  const [row] = await db.select().from(statementRuns).where(eq(statementRuns.id, id));
  return row;
}

export async function runsOfCompany(db: Queryable, companyId: number): Promise<RunRow[]> {
  return db
    .select()
    .from(statementRuns)
    .where(eq(statementRuns.companyId, companyId))
    .orderBy(desc(statementRuns.id))
    .limit(50);
}

/** A page of the errors of a run the access gate found the caller's (access/statement-runs.ts). */
export async function errorsOfRun(db: Queryable, run: OwnStatementRun, page: number, pageSize: number) {
  const runId = run.id;
  const items = await db
    .select({
      lineNumber: statementRunErrors.lineNumber,
      column: statementRunErrors.column,
      checkNumber: statementRunErrors.checkNumber,
      message: statementRunErrors.message,
    })
    .from(statementRunErrors)
    .where(eq(statementRunErrors.runId, runId))
    .orderBy(statementRunErrors.lineNumber, statementRunErrors.id)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db.select({ n: count() }).from(statementRunErrors).where(eq(statementRunErrors.runId, runId));
  return { items, totalRecords: total?.n ?? 0 };
}

export async function updateRun(
  db: Queryable,
  id: number,
  set: Partial<
    Pick<RunRow, 'status' | 'startedAt' | 'finishedAt' | 'failure' | 'bytesRead' | 'linesRead' | 'ownersNotified'>
  >,
) {
  await db.update(statementRuns).set(set).where(eq(statementRuns.id, id));
}

/**
 * Moves the run's cursor past a batch of checks and adds the batch's counts, in the batch's
 * transaction: the cursor and the statements it covers commit together or not at all.
 */
export async function advanceRun(
  tx: Queryable,
  id: number,
  batch: { checksDone: number; refused: number; made: number; errors: number; bytesRead: number; linesRead: number },
) {
  await tx
    .update(statementRuns)
    .set({
      checksDone: batch.checksDone,
      checksRefused: sql`${statementRuns.checksRefused} + ${batch.refused}`,
      statementsMade: sql`${statementRuns.statementsMade} + ${batch.made}`,
      errorCount: sql`${statementRuns.errorCount} + ${batch.errors}`,
      bytesRead: batch.bytesRead,
      linesRead: batch.linesRead,
    })
    .where(eq(statementRuns.id, id));
}

/** Stores a batch's problems (the run stops recording, not counting, after `room`). */
export async function insertRunErrors(tx: Queryable, runId: number, errors: readonly FileError[]) {
  for (let i = 0; i < errors.length; i += 2000) {
    await tx.insert(statementRunErrors).values(
      errors.slice(i, i + 2000).map((e) => ({
        runId,
        lineNumber: e.lineNumber,
        column: e.column,
        checkNumber: e.checkNumber?.slice(0, 200) ?? null,
        message: e.message.slice(0, 1000),
      })),
    );
  }
}
