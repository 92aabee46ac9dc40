import type { Queryable } from '../../db/client.js';
import { notifyCompany } from '../notifications/index.js';
import { companyNameOf } from './repository.js';

/**
 * Tells the receiving company's administrators (only they may answer) that an invitation waits
 * in their invitation list: when a company on the network is asked to connect, and when a company
 * registers through an e-mailed invitation.
 */
export async function notifyInvitationReceived(
  tx: Queryable,
  invitation: { id: number; senderCompanyId: number },
  receiverCompanyId: number,
): Promise<void> {
  const senderName = await companyNameOf(tx, invitation.senderCompanyId);
  await notifyCompany(tx, {
    companyId: receiverCompanyId,
    sourceCompanyId: invitation.senderCompanyId,
    title: 'Invitation',
    message: `${senderName ?? 'A company'} asks to connect with you on the exchange network.`,
    target: { invitationId: invitation.id },
    administratorsOnly: true,
  });
}
