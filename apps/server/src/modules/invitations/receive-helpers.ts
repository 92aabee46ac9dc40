import { ErrorCode, invitationMessages } from '@docvue/contracts';
import type { TenantContext } from '../../access/context.js';
import type { ReceivedInvitation } from '../../access/invitations.js';
import type { Database, Transaction } from '../../db/client.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { presentInvitation } from './presenter.js';
import { settleInvitation } from './receive-repository.js';
import { actionedByName, senderOf } from './repository.js';
import { refreshOnboardingPending } from './refresh-onboarding-pending.js';

/**
 * What the receiving side's use cases share (docs/product/administration.md §2, §4): the pending
 * list, the accept wizard's accept, reject, and taking an e-mailed invitation into a company
 * (list-pending-invitations.ts, get-invitation.ts, preview-invitation.ts, register-invitation.ts,
 * accept-invitation.ts, reject-invitation.ts).
 */

export const notFoundError = () => new AppError(ErrorCode.InvitationNotFound, invitationMessages.notFound);

export async function present(db: Database | Transaction, row: ReceivedInvitation) {
  return presentInvitation(row, await senderOf(db, row), await actionedByName(db, row));
}

/**
 * Where the sender's administrators go from the answer's notification: their party for the
 * receiver, whose page shows the new state (Connected, or Connect to ask again). Not the
 * invitation list: it holds the invitations a company received, never the ones it sent.
 */
export const senderPartyTarget = (row: ReceivedInvitation) =>
  row.senderPartyId ? { partyId: row.senderPartyId } : null;

export const requirePending = (row: ReceivedInvitation) => {
  if (row.status !== 'pending') throw badRequest(invitationMessages.actioned);
};

export async function settle(
  tx: Transaction,
  ctx: TenantContext,
  row: ReceivedInvitation,
  status: 'accepted' | 'rejected',
) {
  // Two administrators answered at once: the other one was first.
  if (!(await settleInvitation(tx, row.id, status, ctx.user.userId))) throw badRequest(invitationMessages.actioned);
  await refreshOnboardingPending(tx, row.senderCompanyId);
}
