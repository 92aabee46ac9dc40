import { Discarded, type RouteStatusId } from '@docvue/contracts';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { CheckedDocument, DocumentRow } from '../../access/documents.js';
import type { Transaction } from '../../db/client.js';
import { documents } from '../../db/schema/index.js';

/**
 * The door the triggers open for the status machine: a transaction-local setting (SQL, so a raw
 * script such as the benchmark seed opens it the same way). Nothing outside the status machine
 * names the setting (test/unit/architecture.test.ts checks it is named in this file only); the
 * statement reaches the bench seed through as-status-machine.ts.
 */
export const openStatusDoorSql = "select set_config('docvue.status_machine', 'on', true)";
const closeStatusDoorSql = "select set_config('docvue.status_machine', '', true)";

/**
 * Runs `write` with the door open, in the caller's transaction, and closes it
 * behind; as-status-machine.ts is its face. After an error the transaction is rolled back, and the
 * setting with it.
 */
export async function withStatusDoorOpen<T>(tx: Transaction, write: () => Promise<T>): Promise<T> {
  await tx.execute(sql.raw(openStatusDoorSql));
  const result = await write();
  await tx.execute(sql.raw(closeStatusDoorSql));
  return result;
}

/**
 * The compare-and-set of a move: the document goes to `to` (or is cancelled) only if it is still
 * in `from` and not deleted; of two racing requests exactly one gets the row back.
 */
export async function setStatusIfUnchanged(
  tx: Transaction,
  doc: CheckedDocument,
  from: number | null,
  to: RouteStatusId | typeof Discarded,
  set: Partial<Pick<DocumentRow, 'receiverCompanyId' | 'sentAt' | 'latestVersionDocId'>> | undefined,
): Promise<DocumentRow | undefined> {
  const unchanged = and(
    eq(documents.id, doc.id),
    isNull(documents.deletedAt),
    from === null ? isNull(documents.routeStatusId) : eq(documents.routeStatusId, from),
  );
  const now = new Date();
  const [row] = await withStatusDoorOpen(tx, () =>
    tx
      .update(documents)
      .set(to === Discarded ? { deletedAt: now, updatedAt: now } : { ...set, routeStatusId: to, updatedAt: now })
      .where(unchanged)
      .returning(),
  );
  return row;
}

/**
 * The batch form of setStatusIfUnchanged: each document to its `to` with its own columns, only if
 * still in its `from` and not deleted, in one statement. Returns the rows that moved.
 */
export async function setStatusesIfUnchanged(
  tx: Transaction,
  moves: readonly {
    doc: CheckedDocument;
    from: number | null;
    to: RouteStatusId | typeof Discarded;
    set?: Partial<Pick<DocumentRow, 'receiverCompanyId' | 'sentAt'>>;
  }[],
): Promise<DocumentRow[]> {
  if (moves.length === 0) return [];
  if (moves.some((m) => m.to === Discarded)) throw new Error('setStatusesIfUnchanged(): cancel one by one');
  const now = new Date();
  const values = sql.join(
    moves.map(
      (m) =>
        sql`(${m.doc.id}::int, ${m.from}::int, ${m.to as number}::int, ${m.set?.receiverCompanyId ?? null}::int, ${
          m.set?.sentAt?.toISOString() ?? null
        }::timestamptz)`,
    ),
    sql`, `,
  );
  return withStatusDoorOpen(tx, async () => {
    const result = await tx.execute(sql`update ${documents} set
        route_status_id = v.to_status,
        receiver_company_id = coalesce(v.receiver, ${documents.receiverCompanyId}),
        sent_at = coalesce(v.sent_at, ${documents.sentAt}),
        updated_at = ${now.toISOString()}::timestamptz
      from (values ${values}) as v(id, from_status, to_status, receiver, sent_at)
      where ${documents.id} = v.id and ${documents.deletedAt} is null
        and ${documents.routeStatusId} is not distinct from v.from_status
      returning ${documents.id} as id`);
    const ids = (result as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id));
    if (ids.length === 0) return [];
    return tx.select().from(documents).where(inArray(documents.id, ids));
  });
}
