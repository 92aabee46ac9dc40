import { and, eq, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { idempotencyKeys } from '../../db/schema/index.js';

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

/** Keys older than this are forgotten: the same key then starts a new request. */
export const IDEMPOTENCY_HOURS = 24;

/**
 * Takes the key for this request, unless the company used it in the last 24 hours (then the
 * earlier row is answered). The company's expired keys go first, so the table holds a day of
 * keys per company.
 */
export async function claimKey(
  db: Queryable,
  row: { companyId: number; key: string; scope: string; requestHash: string },
): Promise<{ claimed: true } | { claimed: false; existing: IdempotencyRow | undefined }> {
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.companyId, row.companyId),
        lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${IDEMPOTENCY_HOURS})`),
      ),
    );
  const inserted = await db
    .insert(idempotencyKeys)
    .values(row)
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length > 0) return { claimed: true };
  const [existing] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.companyId, row.companyId), eq(idempotencyKeys.key, row.key)));
  return { claimed: false, existing };
}

export async function storeResponse(db: Queryable, companyId: number, key: string, response: unknown) {
  await db
    .update(idempotencyKeys)
    .set({ response, statusCode: 200 })
    .where(and(eq(idempotencyKeys.companyId, companyId), eq(idempotencyKeys.key, key)));
}

/** A request that failed leaves no key: the client may retry it with the same one. */
export async function releaseKey(db: Queryable, companyId: number, key: string) {
  await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.companyId, companyId), eq(idempotencyKeys.key, key)));
}
