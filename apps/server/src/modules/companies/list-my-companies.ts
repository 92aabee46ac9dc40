import type { Identity } from '../../access/context.js';
import type { Queryable } from '../../db/client.js';
import { presentCompanySummary } from './presenter.js';
import { allCompaniesOnNetwork, companiesOfUser } from './repository.js';

/** The companies the caller may choose: its own memberships, or (platform support) every company. */
export async function listMyCompanies(db: Queryable, identity: Identity) {
  const rows = identity.isGlobal ? await allCompaniesOnNetwork(db) : await companiesOfUser(db, identity.userId);
  return rows.map(presentCompanySummary);
}
