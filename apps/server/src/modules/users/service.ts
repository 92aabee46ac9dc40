import {
  dateFormats,
  LICENCE_VERSION,
  Role,
  type CurrentUser,
  type Personalization,
  type RoleId,
} from '@docvue/contracts';
import type { Database } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import type { Identity } from '../../plugins/auth/context.js';
import { presentCompanySummary } from '../companies/presenter.js';
import { allCompaniesOnNetwork, companiesOfUser } from '../companies/repository.js';
import { findUserById } from './identity-repository.js';
import { preferencesOf } from './repository.js';

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
  company: { roles: RoleId[]; mainRole: RoleId | null } | null,
): Promise<CurrentUser> {
  const user = await findUserById(db, identity.userId);
  if (!user) throw notFound('The user');
  const companies = identity.isGlobal ? await allCompaniesOnNetwork(db) : await companiesOfUser(db, user.id);
  const roles = company?.roles ?? [];
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
    mainRole: company?.mainRole ?? null,
    additionalRoles: roles.filter((r) => r !== company?.mainRole),
    roles,
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

/** The welcome dialog asks about the logo, W9 and insurance certificate: administrator work. */
export function shouldDisplayWelcome(welcomeMessageDisplayed: boolean, roles: RoleId[]): boolean {
  return !welcomeMessageDisplayed && roles.includes(Role.Administrator);
}
