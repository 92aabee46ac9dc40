import type { Transaction } from '../../db/client.js';
import { openStatusDoorSql, withStatusDoorOpen } from './repository.js';

/**
 * The statement that opens the door, for a raw SQL script (the benchmark seed,
 * scripts/bench/seed-sql.ts) that makes documents in the statuses the machine would have moved them
 * to and must open the door the same way, in SQL. Part of the machine's use-case API for the same
 * reason as asStatusMachine below; its text stays in repository.ts, the one file that names the
 * setting (test/unit/architecture.test.ts).
 */
export const statusDoorOpeningSql = (): string => openStatusDoorSql;

/**
 * Runs `write` as the status machine: with the triggers' door open, in the caller's transaction, and
 * closed behind. The machine's own updates go through it (repository.ts), and so do the demo seed's
 * and the tests' documents made in the statuses the machine would have moved them to
 * (seed/insert-documents.ts).
 *
 * Part of the machine's use-case API, on purpose: a seed that makes a document "Sent" directly is
 * not a move (no history, no notification, no webhook event: nothing happened, the data is made as
 * it would be), so it cannot go through applyTransition; this is the one sanctioned way to write a
 * status otherwise, and its name says so at every call.
 */
export async function asStatusMachine<T>(tx: Transaction, write: () => Promise<T>): Promise<T> {
  return withStatusDoorOpen(tx, write);
}
