import { DocumentTemplate, ErrorCode } from '@docvue/contracts';
import type { VisibleDocument } from '../../access/documents.js';
import type { OwnParty } from '../../access/parties.js';
import type { Transaction } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { notifyBankAccountChange } from './notify-bank-account-change.js';
import { applyTransitions } from '../status-machine/index.js';
import type { BatchSender } from './create-documents.js';
import { requireValidDocuments } from './validation.js';

/**
 * The batch form of publishDocument (publish-document.ts), in the caller's transaction: each
 * document valid and its recipient connected, then all sent by the status machine's batch move
 * (history, webhook events such as `document.received` for every one). The other side is told
 * per document unless `notify` is false: a statement run tells each owner once for the whole run
 * (owner-statements/notify-statement-owners.ts). A document that cannot be sent refuses the batch.
 */
export async function publishDocuments(
  tx: Transaction,
  sender: BatchSender,
  items: readonly { doc: VisibleDocument; recipient: OwnParty }[],
  opts: { notify?: boolean } = {},
): Promise<VisibleDocument[]> {
  const sentAt = new Date();
  for (const { doc, recipient } of items) {
    if (doc.receivingPartyId !== recipient.id)
      throw new Error('publishDocuments(): the recipient is not the document’s');
    if (recipient.connectedCompanyId === null) {
      throw new AppError(
        ErrorCode.PartyNotConnected,
        `${recipient.name} is not connected to you on the exchange network yet, so documents cannot be sent to them. Invite them to the network from Parties.`,
      );
    }
  }
  await requireValidDocuments(
    tx,
    items.map((i) => i.doc),
  );
  const sent = await applyTransitions(tx, {
    action: 'publish',
    by: { forCompany: sender.companyId, actor: sender.actor },
    items: items.map(({ doc, recipient }) => ({
      doc,
      set: { receiverCompanyId: recipient.connectedCompanyId, sentAt },
    })),
    notify: opts.notify ?? true,
  });
  for (const doc of sent) {
    // As publishDocument: a changed bank account is told before it takes effect (docs/design.md §7).
    if (doc.templateId === DocumentTemplate.ACH && doc.receiverCompanyId !== null) {
      await notifyBankAccountChange(tx, {
        documentId: doc.id,
        senderCompanyId: sender.companyId,
        receiverCompanyId: doc.receiverCompanyId,
        sentAt,
      });
    }
  }
  return sent;
}
