import type { AddressSet } from '@docvue/contracts';
import type { Queryable } from '../../db/client.js';
import { partiesOfAddressSet, type AddressSetRow } from './repository.js';

export async function presentAddressSet(db: Queryable, row: AddressSetRow): Promise<AddressSet> {
  const { companyId: _company, ...set } = row;
  return { ...set, selectedParties: await partiesOfAddressSet(db, row.id) };
}
