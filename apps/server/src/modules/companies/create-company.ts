import type { PartyTypeId } from '@docvue/contracts';
import type { Queryable } from '../../db/client.js';
import { companies, companyPartyTypes } from '../../db/schema/index.js';
import { instantiateDocumentTypes } from '../document-types/index.js';

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
    const [company] = await tx.insert(companies).values(fields).returning();
    if (partyTypeIds.length > 0) {
      await tx
        .insert(companyPartyTypes)
        .values(partyTypeIds.map((partyTypeId) => ({ companyId: company!.id, partyTypeId })));
    }
    await instantiateDocumentTypes(tx, company!.id);
    return company!;
  });
}
