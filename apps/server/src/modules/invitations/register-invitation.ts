import type { TenantContext } from '../../access/context.js';
import type { Database } from '../../db/client.js';
import { findUserById } from '../../identity/repository.js';
import { badRequest } from '../../lib/errors.js';
import { getInvitation } from './get-invitation.js';
import { setReceiver } from './receive-repository.js';
import { notFoundError } from './receive-helpers.js';
import { invitationOfLink, requireMadeFor } from './redeem-rule.js';
import { taxNumberOf } from './repository.js';

/**
 * Takes an e-mailed invitation (its token) into the caller's company, to accept or reject it: only
 * when it was made for them (the administrator's confirmed address is the invited one, or the
 * company's tax identifier the party's), so a forwarded or leaked link connects nobody else.
 */
export async function registerInvitation(db: Database, ctx: TenantContext, token: string, expectedId?: number) {
  const row = await invitationOfLink(db, token);
  // Another company's or a used link answers like an unknown one.
  if (expectedId !== undefined && row.id !== expectedId) throw notFoundError();
  if (row.receiverCompanyId !== null && row.receiverCompanyId !== ctx.companyId) throw notFoundError();
  if (row.senderCompanyId === ctx.companyId) throw badRequest('This invitation was sent by your own company.');
  const [user, taxNumber] = await Promise.all([findUserById(db, ctx.user.userId), taxNumberOf(db, ctx.companyId)]);
  await requireMadeFor(db, row, {
    email: user?.emailAddress ?? '',
    emailProven: Boolean(user?.emailVerifiedAt),
    taxNumber,
  });
  await db.transaction(async (tx) => {
    await setReceiver(tx, row.id, ctx.companyId);
  });
  return getInvitation(db, ctx, row.id);
}
