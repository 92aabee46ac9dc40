import { and, count, eq, gt, isNotNull, min, notExists, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { ownerStatements, statementRunOwners, statementRuns } from '../../db/schema/index.js';

/**
 * Owners the run made statements for and has not told yet, with how many and one document, in
 * company order from after the company `after` (the last of the previous batch): each batch reads
 * its own owners of the run's index (run, receiver), not again the statements of all the owners
 * told before it (70,000 owners: 140 batches, each reading the whole run).
 */
export async function ownersToNotify(db: Queryable, runId: number, after: number, limit: number) {
  return db
    .select({
      companyId: ownerStatements.receiverCompanyId,
      statements: count(),
      firstDocumentId: min(ownerStatements.documentId),
    })
    .from(ownerStatements)
    .where(
      and(
        eq(ownerStatements.runId, runId),
        isNotNull(ownerStatements.receiverCompanyId),
        gt(ownerStatements.receiverCompanyId, after),
        notExists(
          db
            .select({ one: sql`1` })
            .from(statementRunOwners)
            .where(
              and(
                eq(statementRunOwners.runId, runId),
                eq(statementRunOwners.receiverCompanyId, ownerStatements.receiverCompanyId),
              ),
            ),
        ),
      ),
    )
    .groupBy(ownerStatements.receiverCompanyId)
    .orderBy(ownerStatements.receiverCompanyId)
    .limit(limit);
}

/** Marks owners told by the run (the notification's idempotent key); returns those not marked before. */
export async function markOwnersNotified(tx: Queryable, runId: number, companyIds: readonly number[]) {
  if (companyIds.length === 0) return [];
  const rows = await tx
    .insert(statementRunOwners)
    .values(companyIds.map((receiverCompanyId) => ({ runId, receiverCompanyId })))
    .onConflictDoNothing()
    .returning({ companyId: statementRunOwners.receiverCompanyId });
  await tx
    .update(statementRuns)
    .set({ ownersNotified: sql`${statementRuns.ownersNotified} + ${rows.length}` })
    .where(eq(statementRuns.id, runId));
  return rows.map((r) => r.companyId);
}
