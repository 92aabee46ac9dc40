import { partyTypeNameIn, type Api, type BodyOf } from '@docvue/contracts';
import type { TenantContext } from '../../access/context.js';
import { requireOwnOrgUnits } from '../../access/org-units.js';
import { requireOwnParty } from '../../access/parties.js';
import type { Database } from '../../db/client.js';
import { badRequest } from '../../lib/errors.js';
import { orgUnitTermOf, vendorTermOf } from '../companies/index.js';
import { presentOwnParty, savingNumber } from './party-helpers.js';
import { orgUnitsOfParties } from './repository.js';
import { numberTakenError, requireOrgUnits } from './rules.js';
import { numberTaken, orgUnitsOfCompany, reloadParty, updatePartyRow } from './write-repository.js';

export async function updateParty(db: Database, ctx: TenantContext, partyId: number, body: BodyOf<Api['updateParty']>) {
  const party = await requireOwnParty(db, ctx, partyId);
  const { partyTypeId, ...fields } = body;
  if (partyTypeId !== undefined && partyTypeId !== party.partyTypeId) {
    throw badRequest('The type of a party is set when it is created and cannot be changed.');
  }
  const current = (await orgUnitsOfParties(db, [party.id])).get(party.id)?.map((u) => u.id) ?? [];
  const term = await orgUnitTermOf(db, ctx.companyId);
  await requireOwnOrgUnits(db, ctx, fields.companyOrgUnitIds, `The ${term}`);
  requireOrgUnits(term, fields.companyOrgUnitIds, await orgUnitsOfCompany(db, ctx.companyId), current);
  const typeName = partyTypeNameIn(party.partyTypeId, await vendorTermOf(db, ctx.companyId));
  if (await numberTaken(db, ctx.companyId, party.partyTypeId, fields.number, party)) {
    throw numberTakenError(typeName, fields.number);
  }
  await savingNumber(typeName, fields.number, () => db.transaction((tx) => updatePartyRow(tx, party, fields)));
  return presentOwnParty(db, await reloadParty(db, party));
}
