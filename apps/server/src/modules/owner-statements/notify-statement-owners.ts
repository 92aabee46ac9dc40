import type { Database } from '../../db/client.js';
import { notifyCompanies } from '../notifications/index.js';
import { markOwnersNotified, ownersToNotify } from './notify-repository.js';
import type { RunRow } from './run-repository.js';

/** Owners told per statement: a few hundred notifications and NOTIFYs at a time (docs/design.md §6 "Push"). */
const OWNERS_PER_BATCH = 500;

/**
 * Tells each owner company of the run once, however many checks and lines it has in the file:
 * "Acme Operating sent you 3 owner statements". The owners are marked told in the transaction of
 * their notifications, so a run taken up again after a crash tells nobody twice. One transaction
 * for all of them: the mail jobs it queues start after it commits. Batch by batch, each batch's
 * mail job composed its 500 e-mails on the same thread while the next batch waited: telling
 * 20,000 owners took 7 minutes that way (docs/benchmarks.md "Owner statements").
 */
export async function notifyStatementOwners(db: Database, run: RunRow, operatorName: string) {
  await db.transaction(async (tx) => {
    let after = 0;
    for (;;) {
      const owners = await ownersToNotify(tx, run.id, after, OWNERS_PER_BATCH);
      if (owners.length === 0) return;
      after = owners[owners.length - 1]!.companyId!;
      const fresh = new Set(
        await markOwnersNotified(
          tx,
          run.id,
          owners.map((o) => o.companyId!),
        ),
      );
      await notifyCompanies(
        tx,
        owners
          .filter((o) => fresh.has(o.companyId!))
          .map((o) => ({
            companyId: o.companyId!,
            sourceCompanyId: run.companyId,
            title: 'Owner Statements',
            message:
              o.statements === 1
                ? `${operatorName} sent you an owner statement.`
                : `${operatorName} sent you ${o.statements} owner statements.`,
            target: o.statements === 1 && o.firstDocumentId ? { documentId: o.firstDocumentId } : null,
          })),
      );
    }
  });
}
