import { DocumentTemplate, ErrorCode } from '@docvue/contracts';
import type { TenantContext } from '../../access/context.js';
import { requireVisibleDocument } from '../../access/documents.js';
import { requireOwnParty } from '../../access/parties.js';
import type { Database } from '../../db/client.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { actorFor } from '../../document-history/actor.js';
import { notifyBankAccountChange } from './notify-bank-account-change.js';
import { applyTransition, requireTransition } from '../status-machine/index.js';
import { requireValidDocument } from './validation.js';

/** Send: validate, check the recipient is connected, then publish to the receiving company. */
export async function publishDocument(db: Database, ctx: TenantContext, documentId: number) {
  const doc = await requireVisibleDocument(db, ctx, documentId);
  const actor = await actorFor(db, ctx);
  requireTransition('publish', doc, { ctx, actor });
  if (!doc.receivingPartyId) throw badRequest('Choose who receives this document before sending it.');
  const party = await requireOwnParty(db, ctx, doc.receivingPartyId, 'The receiving party');
  if (party.connectedCompanyId === null) {
    throw new AppError(
      ErrorCode.PartyNotConnected,
      `${party.name} is not connected to you on the exchange network yet, so documents cannot be sent to them. Invite them to the network from Parties.`,
    );
  }
  const receiverCompanyId = party.connectedCompanyId;
  await requireValidDocument(db, doc, ctx.user.userId, receiverCompanyId);
  const sentAt = new Date();
  await db.transaction(async (tx) => {
    await applyTransition(tx, { action: 'publish', doc, by: { ctx, actor }, set: { receiverCompanyId, sentAt } });
    // A changed bank account is told to the payee's administrators and previous contact before it
    // takes effect (issue 31, docs/design.md §7), in the send's transaction: no send without them.
    if (doc.templateId === DocumentTemplate.ACH) {
      await notifyBankAccountChange(tx, {
        documentId: doc.id,
        senderCompanyId: ctx.companyId,
        receiverCompanyId,
        sentAt,
      });
    }
  });
}
