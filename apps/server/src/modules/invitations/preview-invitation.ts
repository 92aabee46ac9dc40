import type { Database } from '../../db/client.js';
import { presentPreview } from './presenter.js';
import { notFoundError } from './receive-helpers.js';
import { invitationOfLink } from './redeem-rule.js';
import { senderOf } from './repository.js';

/** Public: what an e-mailed link invites to, for the sign-up page. */
export async function previewInvitation(db: Database, token: string) {
  const row = await invitationOfLink(db, token);
  if (row.receiverCompanyId !== null) throw notFoundError();
  return presentPreview(row, await senderOf(db, row));
}
