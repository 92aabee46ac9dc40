import type { TenantContext } from '../../access/context.js';
import { requireReceivedInvitation } from '../../access/invitations.js';
import type { Database } from '../../db/client.js';
import { notifyCompany } from '../notifications/index.js';
import { requirePending, senderPartyTarget, settle } from './receive-helpers.js';
import { suggestAgain } from './receive-repository.js';
import { senderOf } from './repository.js';

/** Reject: the sender may ask again (its party offers Connect, since the receiver is on the network now). */
export async function rejectInvitation(db: Database, ctx: TenantContext, id: number) {
  const row = await requireReceivedInvitation(db, ctx, id);
  requirePending(row);
  const sender = await senderOf(db, row);
  await db.transaction(async (tx) => {
    if (row.senderPartyId) {
      await suggestAgain(tx, row.senderPartyId, row.senderCompanyId, ctx.companyId);
    }
    await settle(tx, ctx, row, 'rejected');
    await notifyCompany(tx, {
      companyId: row.senderCompanyId,
      sourceCompanyId: ctx.companyId,
      title: 'Invitation rejected',
      message: `${sender.party?.name ?? 'Your partner'} rejected your invitation to connect on the exchange network.`,
      target: senderPartyTarget(row),
      administratorsOnly: true,
    });
  });
}
