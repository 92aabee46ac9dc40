import { partyTypeNameIn } from '@docvue/contracts';
import { requireOwnCompany } from '../../access/companies.js';
import type { TenantContext } from '../../access/context.js';
import type { Database } from '../../db/client.js';
import { partyTypesOfCompany } from './repository.js';
import { vendorTermOf } from './terminology.js';

/** Only the selected company's own party types: another company's are not the caller's to read. */
export async function listPartyTypesOfCompany(db: Database, ctx: TenantContext, companyId: number) {
  const company = requireOwnCompany(ctx, companyId);
  const ids = await partyTypesOfCompany(db, company.id);
  const vendorTerm = await vendorTermOf(db, company.id);
  return ids.map((id) => ({ id, name: partyTypeNameIn(id, vendorTerm) }));
}
