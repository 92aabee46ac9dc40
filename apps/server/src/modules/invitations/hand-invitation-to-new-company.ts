import type { InvitationRow } from '../../access/invitations.js';
import type { Transaction } from '../../db/client.js';
import { notifyInvitationReceived } from './notify-receiver.js';
import { setReceiver } from './receive-repository.js';
import { refreshOnboardingPending } from './refresh-onboarding-pending.js';

/**
 * A company registered with an e-mailed invitation's link (registration/register-company.ts, once
 * redeem-rule.ts allowed it): the invitation becomes the new company's to answer, in the
 * registration's transaction; its administrator finds it in the notifications as well as the list.
 */
export async function handInvitationToNewCompany(tx: Transaction, invitation: InvitationRow, companyId: number) {
  await setReceiver(tx, invitation.id, companyId);
  await refreshOnboardingPending(tx, invitation.senderCompanyId);
  await notifyInvitationReceived(tx, invitation, companyId);
}
