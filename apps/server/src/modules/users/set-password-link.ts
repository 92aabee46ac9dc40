import { userMessages, UserType, type SetPasswordLink } from '@docvue/contracts';
import type { TenantContext } from '../../access/context.js';
import { requireCompanyMember } from '../../access/members.js';
import type { AppContext } from '../../app-context.js';
import { issueAccountLink, LINK_TTL_MS, welcomePageUrl } from '../../identity/account-links.js';
import { badRequest, forbidden } from '../../lib/errors.js';

/**
 * A link for a person the company manages to choose a password, to hand over by other means when
 * no mail is delivered (or it went astray). For a person asked to join it leads to the request
 * instead; both kinds look alike, so the link does not tell whether the address had an account
 * before. A handed-over link does not confirm the person's e-mail address, as a mailed one does.
 * With an external identity provider people sign in there: the link is the product's address.
 */
export async function createSetPasswordLink(
  app: Pick<AppContext, 'db' | 'config'>,
  ctx: TenantContext,
  userId: number,
): Promise<SetPasswordLink> {
  const member = await requireCompanyMember(app.db, ctx, userId);
  if (!member.identityManaged) throw forbidden(userMessages.identityNotManaged);
  if (member.userType !== UserType.Regular) throw badRequest('API-key users do not sign in: they use their keys.');
  const expiresAt = new Date(Date.now() + LINK_TTL_MS.welcome);
  if (app.config.oidc.kind !== 'builtin')
    return { url: `${app.config.publicUrl}/`, expiresAt: expiresAt.toISOString() };
  const link = await issueAccountLink(app.db, member.id, {
    kind: member.pending ? 'join' : 'password',
    ttlMs: LINK_TTL_MS.welcome,
    provesAddress: false,
  });
  return { url: welcomePageUrl(app.config.publicUrl, link.token), expiresAt: link.expiresAt.toISOString() };
}
