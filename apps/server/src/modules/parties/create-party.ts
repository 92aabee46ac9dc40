import { partyTypeNameIn, type Api, type BodyOf } from '@docvue/contracts';
import type { TenantContext } from '../../access/context.js';
import { requireOwnOrgUnits } from '../../access/org-units.js';
import { requireOwnParty } from '../../access/parties.js';
import type { AppContext } from '../../app-context.js';
import { orgUnitTermOf, vendorTermOf } from '../companies/index.js';
import { inviteToNetwork } from '../invitations/index.js';
import { presentOwnParty, savingNumber } from './party-helpers.js';
import { numberTakenError, requireOrgUnits } from './rules.js';
import { insertParties, numberTaken, orgUnitsOfCompany, reloadParty } from './write-repository.js';

type App = Pick<AppContext, 'db' | 'config' | 'jobs' | 'keys'>;

/** Adds a party (and invites it when asked), checked as the Party form is (docs/product/administration.md §5). */
export async function createParty(app: App, ctx: TenantContext, body: BodyOf<Api['createParty']>) {
  const { db } = app;
  const { partyTypeId, inviteToNetwork: invite, ...fields } = body;
  const term = await orgUnitTermOf(db, ctx.companyId);
  // Another company's org unit does not exist for the caller (404); an inactive one of its own is the form's 400.
  await requireOwnOrgUnits(db, ctx, fields.companyOrgUnitIds, `The ${term}`);
  requireOrgUnits(term, fields.companyOrgUnitIds, await orgUnitsOfCompany(db, ctx.companyId));
  const typeName = partyTypeNameIn(partyTypeId, await vendorTermOf(db, ctx.companyId));
  if (await numberTaken(db, ctx.companyId, partyTypeId, fields.number)) throw numberTakenError(typeName, fields.number);
  const party = await savingNumber(typeName, fields.number, () =>
    db.transaction(async (tx) => {
      const [id] = await insertParties(tx, ctx.companyId, [{ partyTypeId, fields }]);
      const created = await requireOwnParty(tx, ctx, id!);
      if (invite) await inviteToNetwork(tx, ctx, created, { to: created.emails, app });
      return reloadParty(tx, created);
    }),
  );
  if (invite) app.jobs.kick();
  return presentOwnParty(db, party);
}
