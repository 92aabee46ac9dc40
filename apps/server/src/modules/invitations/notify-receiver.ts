import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { companies } from '../../db/schema/index.js';
import { notifyCompany } from '../notifications/index.js';

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
  const [sender] = await tx
    .select({ name: companies.legalName })
    .from(companies)
    .where(eq(companies.id, invitation.senderCompanyId));
  await notifyCompany(tx, {
    companyId: receiverCompanyId,
    sourceCompanyId: invitation.senderCompanyId,
    title: 'Invitation',
    message: `${sender?.name ?? 'A company'} asks to connect with you on the exchange network.`,
    target: { invitationId: invitation.id },
    administratorsOnly: true,
  });
}
