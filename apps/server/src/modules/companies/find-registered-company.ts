import type { Queryable } from '../../db/client.js';
import { nameRegistered, taxNumberRegistered } from './repository.js';

/**
 * What a company on the network already has of a new one's: its tax number (compared as
 * docvue_tax_key does, asked first) or its name in any case; undefined when neither
 * (registration/register-company.ts tells a registering company so).
 */
export async function findRegisteredCompany(
  db: Queryable,
  company: { taxNumber: string; legalName: string },
): Promise<'taxNumber' | 'name' | undefined> {
  if (await taxNumberRegistered(db, company.taxNumber)) return 'taxNumber';
  if (await nameRegistered(db, company.legalName)) return 'name';
  return undefined;
}
