import type { AppContext } from '../../app-context.js';
import type { Transaction } from '../../db/client.js';
import { issueAccountLink, LINK_TTL_MS, welcomePageUrl } from '../../identity/account-links.js';

/**
 * The link a welcome mail carries, one for every mail that greets a person (users/add-member.ts,
 * registration/register-company.ts). With the built-in sign-in: a one-time link to the welcome page,
 * `password` to choose one, which proves the address it is mailed to, or `join` to find the
 * companies that ask the person in, which proves nothing (the account's password stays). With an
 * external identity provider: the page where signing in there leads.
 */
export async function makeWelcomeLink(
  app: Pick<AppContext, 'config'>,
  tx: Transaction,
  userId: number,
  kind: 'password' | 'join',
): Promise<string> {
  const { publicUrl } = app.config;
  if (app.config.oidc.kind !== 'builtin') return kind === 'password' ? `${publicUrl}/` : `${publicUrl}/joinrequests`;
  const link = await issueAccountLink(tx, userId, {
    kind,
    ttlMs: LINK_TTL_MS.welcome,
    provesAddress: kind === 'password',
  });
  return welcomePageUrl(publicUrl, link.token);
}
