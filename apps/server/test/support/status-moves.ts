import { Role, type RoleId, type TransitionAction } from '@docvue/contracts';
import { eq } from 'drizzle-orm';
import { requireVisibleDocument } from '../../src/access/documents.js';
import type { Database } from '../../src/db/client.js';
import { documents } from '../../src/db/schema/index.js';
import { asStatusMachine } from '../../src/modules/status-machine/as-status-machine.js';
import { applyTransition, type Move } from '../../src/modules/status-machine/status-machine.js';
import type { CheckedDocument } from '../../src/access/documents.js';

/**
 * Moves a document through the real gate and status machine as a member of `companyId`, for
 * tests that need a document in a status without the rest of a service (validation,
 * connection checks), which their own tests cover.
 */
export async function moveDocument(
  db: Database,
  documentId: number,
  action: TransitionAction,
  as: { companyId: number; userId: number; roles?: RoleId[] },
  set?: Move<CheckedDocument>['set'],
) {
  const ctx = {
    companyId: as.companyId,
    roles: as.roles ?? [Role.Administrator],
    mainRole: Role.Administrator,
    user: { userId: as.userId, email: 'test@example.test', userType: 1, isGlobal: false, via: 'oidc' as const },
  };
  const doc = await requireVisibleDocument(db, ctx, documentId);
  return db.transaction((tx) =>
    applyTransition(tx, {
      action,
      doc,
      by: { ctx, actor: { userId: as.userId, userName: 'Test', companyId: as.companyId } },
      ...(set ? { set } : {}),
    }),
  );
}

/**
 * Discards a document in any status, as the status machine's cancel does (a soft delete, with
 * the machine's door open), for tests of what a discarded document leaves behind in lists and
 * search; the cancel route itself allows it only before sending.
 */
export async function discardDocument(db: Database, documentId: number) {
  await db.transaction((tx) =>
    asStatusMachine(tx, () => tx.update(documents).set({ deletedAt: new Date() }).where(eq(documents.id, documentId))),
  );
}
