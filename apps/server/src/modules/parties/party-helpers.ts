import type { OwnParty } from '../../access/parties.js';
import type { Queryable } from '../../db/client.js';
import { vendorTermOf } from '../companies/index.js';
import { presentParty } from './presenter.js';
import { orgUnitsOfParties } from './repository.js';
import { isNumberClash, numberTakenError } from './rules.js';

/** One party as the API shows it, with its org units, its type in the company's words. */
export async function presentOwnParty(db: Queryable, party: OwnParty) {
  const units = await orgUnitsOfParties(db, [party.id]);
  return presentParty(party, units.get(party.id) ?? [], await vendorTermOf(db, party.companyId));
}

/** Saves run past the uniqueness check together at most rarely; the index decides, with the same message. */
export async function savingNumber<T>(typeName: string, number: string, save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (err) {
    if (isNumberClash(err)) throw numberTakenError(typeName, number);
    throw err;
  }
}
