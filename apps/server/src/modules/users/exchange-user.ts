import type { ExchangeUserResponse } from '@docvue/contracts';
import { requireOwnCompany } from '../../access/companies.js';
import type { TenantContext } from '../../access/context.js';
import type { Database } from '../../db/client.js';
import { findUserById } from '../../identity/repository.js';
import { notFound } from '../../lib/errors.js';
import { listTerminologies } from '../companies/index.js';
import { listDocumentTypeSummaries } from '../document-types/index.js';
import { getCurrentUser } from './get-current-user.js';
import { shouldDisplayWelcome } from './should-display-welcome.js';

/** Everything the web client loads after sign-in, for the caller's own sign-in subject only. */
export async function exchangeUser(
  db: Database,
  ctx: TenantContext,
  externalId: string,
  companyId: number | undefined,
): Promise<ExchangeUserResponse> {
  // companyId repeats the Company-Id header; any other company does not exist for this call.
  if (companyId !== undefined) requireOwnCompany(ctx, companyId);
  const user = await findUserById(db, ctx.user.userId);
  // The external id is the caller's own sign-in subject; nobody else's can be looked up.
  const ownIds = [String(ctx.user.userId), user?.externalSubject].filter(Boolean);
  if (!user || !ownIds.includes(externalId)) throw notFound('The user');
  const [current, terminologies, documentTypes] = await Promise.all([
    getCurrentUser(db, ctx.user, ctx),
    listTerminologies(db, ctx.companyId),
    listDocumentTypeSummaries(db, ctx.companyId),
  ]);
  return {
    user: current,
    terminologies,
    documentTypes,
    displayWelcomeMessage: shouldDisplayWelcome(user.welcomeMessageDisplayed, ctx),
  };
}
