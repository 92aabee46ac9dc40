import type { PartyTypeId } from '@docvue/contracts';
import type { Queryable } from '../../db/client.js';
import { instantiateDocumentTypes } from '../document-types/index.js';
import { insertCompany, type CompanyRow } from './repository.js';

export type { CompanyRow };

export interface NewCompany {
  legalName: string;
  addressLineOne?: string;
  addressLineTwo?: string;
  city?: string;
  state?: string;
  zipCode?: string;
  taxNumber?: string;
  isCloud?: boolean;
  url?: string;
  partyTypeIds?: PartyTypeId[];
}

/** A company joins the network with its party types and an instance of every document template. */
export async function createCompany(db: Queryable, input: NewCompany) {
  return db.transaction(async (tx) => {
    const { partyTypeIds = [], ...fields } = input;
    const company = await insertCompany(tx, fields, partyTypeIds);
    await instantiateDocumentTypes(tx, company.id);
    return company;
  });
}
