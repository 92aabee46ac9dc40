import type { TenantContext } from '../../access/context.js';
import { pendingReceivedInvitations } from '../../access/invitations.js';
import type { Database } from '../../db/client.js';
import { present } from './receive-helpers.js';

/** The invitations the company received that wait for an answer. */
export async function listPendingInvitations(db: Database, ctx: TenantContext) {
  const rows = await pendingReceivedInvitations(db, ctx);
  return Promise.all(rows.map((r) => present(db, r)));
}
