import type { AppContext } from '../app-context.js';
import { queueMail } from '../jobs/mail.js';
import type { Mail } from '../lib/mailer.js';
import { issueAccountLink, recentlyMailedLink, type AccountLinkKind } from './account-links.js';
import type { UserRow } from './repository.js';

/**
 * Mails the account a one-time link of `kind` to its own address (so using it proves the address),
 * unless one of that kind went out within `resendAfterMs`: no form can flood an inbox. The link
 * and its mail are written in one transaction; the mail job sends it.
 */
export async function mailAccountLink(
  app: AppContext,
  user: UserRow,
  link: { kind: AccountLinkKind; ttlMs: number; resendAfterMs: number; mail: (token: string) => Mail },
): Promise<void> {
  if (await recentlyMailedLink(app.db, user, link.resendAfterMs, link.kind)) return;
  await app.db.transaction(async (tx) => {
    const { token } = await issueAccountLink(tx, user.id, { kind: link.kind, ttlMs: link.ttlMs, provesAddress: true });
    await queueMail(tx, [link.mail(token)]);
  });
  app.jobs.kick();
}
