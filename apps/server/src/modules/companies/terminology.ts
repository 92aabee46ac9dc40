import { defaultTerminology, TerminologyKey } from '@docvue/contracts';
import type { Queryable } from '../../db/client.js';
import { customTermOf } from './repository.js';

type TerminologyKeyId = (typeof TerminologyKey)[keyof typeof TerminologyKey];

/** The company's own word for a term, or the default one. */
async function termOf(db: Queryable, companyId: number, key: TerminologyKeyId): Promise<string> {
  return (await customTermOf(db, companyId, key))?.trim() || defaultTerminology[key]!;
}

/** The company's word for org unit ('Org Unit' unless renamed), as messages name it. */
export const orgUnitTermOf = (db: Queryable, companyId: number) => termOf(db, companyId, TerminologyKey.OrgUnit);

/** The company's word for the Vendor party type ('Vendor' unless renamed), wherever a type is named. */
export const vendorTermOf = (db: Queryable, companyId: number) => termOf(db, companyId, TerminologyKey.Vendor);
