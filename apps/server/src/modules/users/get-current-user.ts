import { LICENCE_VERSION, type CurrentUser } from '@docvue/contracts';
import type { Identity, TenantContext } from '../../access/context.js';
import { abilitiesOf } from '../../access/permissions.js';
import type { Database } from '../../db/client.js';
import { findUserById } from '../../identity/repository.js';
import { notFound } from '../../lib/errors.js';
import { listMyCompanies } from '../companies/index.js';

/** The signed-in user as the web client needs them, with their roles in the selected company. */
export async function getCurrentUser(
  db: Database,
  identity: Identity,
  company: TenantContext | null,
): Promise<CurrentUser> {
  const user = await findUserById(db, identity.userId);
  if (!user) throw notFound('The user');
  // The companies the user may choose, as companies/list-my-companies.ts answers `GET /companies/mine`.
  const companies = await listMyCompanies(db, identity);
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
    companies,
    acceptedLicenceVersion: user.acceptedLicenceVersion,
    currentLicenceVersion: LICENCE_VERSION,
    licenceAccepted: user.acceptedLicenceVersion === LICENCE_VERSION,
  };
}
