import {
  dateFormats,
  LICENCE_VERSION,
  type CurrentUser,
  type ExchangeUserResponse,
  type Personalization,
} from '@docvue/contracts';
import type { Identity, TenantContext } from '../../access/context.js';
import { requireOwnCompany } from '../../access/companies.js';
import { abilitiesOf, can } from '../../access/permissions.js';
import type { Database } from '../../db/client.js';
import { findUserById } from '../../identity/repository.js';
import { badRequest, notFound } from '../../lib/errors.js';
import {
  presentCompanySummary,
  presentTerminologies,
  allCompaniesOnNetwork,
  companiesOfUser,
  terminologiesOfCompany,
} from '../companies/index.js';
import { presentDocumentTypeSummary, documentTypeSummariesOfCompany } from '../document-types/index.js';
import { setAccountNames } from './accounts-repository.js';
import { preferencesOf, recordLicenceAcceptance, savePreferences } from './repository.js';

export const defaultPersonalization: Personalization = {
  dateFormat: 'MM/dd/yyyy',
  numericFormat: 'en-US',
  currencyFormat: 'USD',
  itemsPerPage: '25',
  receiveEmails: 'true',
};

/** The signed-in user as the web client needs them, with their roles in the selected company. */
export async function getCurrentUser(
  db: Database,
  identity: Identity,
  company: TenantContext | null,
): Promise<CurrentUser> {
  const user = await findUserById(db, identity.userId);
  if (!user) throw notFound('The user');
  const companies = identity.isGlobal ? await allCompaniesOnNetwork(db) : await companiesOfUser(db, user.id);
  return {
    id: user.id,
    emailAddress: user.emailAddress,
    title: user.title,
    firstName: user.firstName,
    lastName: user.lastName,
    displayName: `${user.firstName} ${user.lastName}`.trim(),
    userType: user.userType,
    isGlobalUser: identity.isGlobal,
    isActive: user.isActive,
    blocked: user.blocked,
    isTemporaryPassword: user.isTemporaryPassword,
    abilities: abilitiesOf(company),
    companies: companies.map(presentCompanySummary),
    acceptedLicenceVersion: user.acceptedLicenceVersion,
    currentLicenceVersion: LICENCE_VERSION,
    licenceAccepted: user.acceptedLicenceVersion === LICENCE_VERSION,
  };
}

const isDateFormat = (v: string): v is Personalization['dateFormat'] => (dateFormats as readonly string[]).includes(v);

export async function getPersonalization(db: Database, userId: number): Promise<Personalization> {
  const stored = await preferencesOf(db, userId);
  const merged = { ...defaultPersonalization, ...stored };
  return {
    ...merged,
    dateFormat: isDateFormat(merged.dateFormat) ? merged.dateFormat : defaultPersonalization.dateFormat,
  };
}

/**
 * The welcome dialog (docs/product/administration.md §2; issue: "on first sign-in of a new company's
 * administrator") asks about the logo, W9 and insurance certificate: administrator work. The spec
 * records that it was shown only when 'Do not show this message again' is ticked, so 'Skip for
 * now' brings it back at the next visit, as the spec wants, until the administrator ticks it. Who
 * counts as a new company's administrator is set where users are made: a company registered on
 * the network starts with the flag unset for its administrators; the seeded demo companies are not
 * new (they come with their partners, documents and records), so their users start with it
 * recorded and are not greeted on every visit to the demo.
 */
export function shouldDisplayWelcome(welcomeMessageDisplayed: boolean, ctx: TenantContext): boolean {
  return !welcomeMessageDisplayed && can(ctx, 'administer');
}

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
    terminologiesOfCompany(db, ctx.companyId),
    documentTypeSummariesOfCompany(db, ctx.companyId),
  ]);
  return {
    user: current,
    terminologies: presentTerminologies(terminologies),
    documentTypes: documentTypes.map(presentDocumentTypeSummary),
    displayWelcomeMessage: shouldDisplayWelcome(user.welcomeMessageDisplayed, ctx),
  };
}

/**
 * One accepts the licence for oneself, in its current version; another user's id does not exist
 * for the caller. Answers the session that is now let in.
 */
export async function acceptLicence(
  db: Database,
  identity: Identity,
  userId: number,
  version: string | undefined,
  tenant: TenantContext | null,
) {
  if (userId !== identity.userId) throw notFound('The user');
  if (version && version !== LICENCE_VERSION) {
    throw badRequest(`The licence version ${version} is not the current one (${LICENCE_VERSION}).`);
  }
  await recordLicenceAcceptance(db, identity.userId, LICENCE_VERSION);
  return getCurrentUser(db, identity, tenant);
}

/** Saves the preferences sent (the others stay) and answers them all. */
export async function updatePersonalization(db: Database, identity: Identity, body: Partial<Personalization>) {
  const values = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) as Record<string, string>;
  await savePreferences(db, identity.userId, values);
  return getPersonalization(db, identity.userId);
}

/**
 * The signed-in person's own name and title (the profile page): theirs, whichever companies they
 * work for. Answers the session with them.
 */
export async function updateProfile(
  db: Database,
  identity: Identity,
  body: { firstName: string; lastName: string; title: string | null },
  tenant: TenantContext | null,
) {
  await setAccountNames(db, identity.userId, { firstName: body.firstName, lastName: body.lastName, title: body.title });
  return getCurrentUser(db, identity, tenant);
}
