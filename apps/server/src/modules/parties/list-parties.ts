import type { PartyGridQuery } from '@docvue/contracts';
import type { TenantContext } from '../../access/context.js';
import type { Database } from '../../db/client.js';
import { vendorTermOf } from '../companies/index.js';
import { presentParty } from './presenter.js';
import { orgUnitsOfParties, searchParties } from './repository.js';

/** One page of the company's parties with the grid's filters, each with its org units. */
export async function listParties(db: Database, ctx: TenantContext, query: PartyGridQuery) {
  const { rows, totalRecords } = await searchParties(db, ctx.companyId, query);
  const units = await orgUnitsOfParties(
    db,
    rows.map((p) => p.id),
  );
  const vendorTerm = await vendorTermOf(db, ctx.companyId);
  return { items: rows.map((p) => presentParty(p, units.get(p.id) ?? [], vendorTerm)), totalRecords };
}
