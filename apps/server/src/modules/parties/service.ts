import { partyTypeNameIn, type Api, type BodyOf, type PartyGridQuery } from '@docvue/contracts';
import type { TenantContext } from '../../access/context.js';
import { requireOwnOrgUnits } from '../../access/org-units.js';
import { requireOwnParty, type OwnParty } from '../../access/parties.js';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import { badRequest, conflict } from '../../lib/errors.js';
import { orgUnitTermOf, vendorTermOf } from '../companies/index.js';
import { inviteToNetwork, askToConnect } from '../invitations/index.js';
import { presentParty } from './presenter.js';
import { orgUnitsOfParties, searchParties } from './repository.js';
import { isNumberClash, numberTakenError, requireOrgUnits } from './rules.js';
import {
  deletePartyRow,
  documentsOfParty,
  insertParties,
  numberTaken,
  orgUnitsOfCompany,
  reloadParty,
  updatePartyRow,
} from './write-repository.js';

type App = Pick<AppContext, 'db' | 'config' | 'jobs' | 'keys'>;

/** One page of the company's parties with the grid's filters, each with its org units. */
export async function partyGrid(db: Database, ctx: TenantContext, query: PartyGridQuery) {
  const { rows, totalRecords } = await searchParties(db, ctx.companyId, query);
  const units = await orgUnitsOfParties(
    db,
    rows.map((p) => p.id),
  );
  const vendorTerm = await vendorTermOf(db, ctx.companyId);
  return { items: rows.map((p) => presentParty(p, units.get(p.id) ?? [], vendorTerm)), totalRecords };
}

async function present(db: Database, party: OwnParty) {
  const units = await orgUnitsOfParties(db, [party.id]);
  return presentParty(party, units.get(party.id) ?? [], await vendorTermOf(db, party.companyId));
}

export async function getParty(db: Database, ctx: TenantContext, partyId: number) {
  return present(db, await requireOwnParty(db, ctx, partyId));
}

/** Saves run past the uniqueness check together at most rarely; the index decides, with the same message. */
async function savingNumber<T>(typeName: string, number: string, save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (err) {
    if (isNumberClash(err)) throw numberTakenError(typeName, number);
    throw err;
  }
}

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
  return present(db, party);
}

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
  return present(db, await reloadParty(db, party));
}

/** A party that documents name stays (the lists and history show it); it can be made inactive instead. */
export async function deleteParty(db: Database, ctx: TenantContext, partyId: number) {
  const party = await requireOwnParty(db, ctx, partyId);
  const used = await documentsOfParty(db, party);
  if (used > 0) {
    throw conflict(
      `${party.name} is the recipient of ${used} document${used === 1 ? '' : 's'} and cannot be deleted. Make the party inactive instead.`,
    );
  }
  await db.transaction((tx) => deletePartyRow(tx, party));
}

/** Connect (from the Party list, the network search or a document). */
export async function connectParty(app: App, ctx: TenantContext, partyId: number) {
  const party = await requireOwnParty(app.db, ctx, partyId);
  const updated = await app.db.transaction(async (tx) => {
    await askToConnect(tx, ctx, party);
    return reloadParty(tx, party);
  });
  return present(app.db, updated);
}

/** Invite: with an e-mail, it becomes the party's first address; every address of the party is invited. */
export async function inviteParty(app: App, ctx: TenantContext, partyId: number, email: string | undefined) {
  const party = await requireOwnParty(app.db, ctx, partyId);
  const updated = await app.db.transaction(async (tx) => {
    let invited = party;
    if (email && party.emails[0] !== email) {
      await updatePartyRow(tx, party, {
        ...fieldsOf(party),
        emailsAsString: [email, ...party.emails.filter((e) => e !== email)].join(' '),
        companyOrgUnitIds: (await orgUnitsOfParties(tx, [party.id])).get(party.id)?.map((u) => u.id) ?? [],
      });
      invited = await reloadParty(tx, party);
    }
    await inviteToNetwork(tx, ctx, invited, { to: invited.emails, app });
    return reloadParty(tx, party);
  });
  app.jobs.kick();
  return present(app.db, updated);
}

/** A stored party's fields, to save it again with one change. */
function fieldsOf(p: OwnParty) {
  return {
    name: p.name,
    number: p.number,
    taxIdentifier: p.taxIdentifier ?? '',
    emailsAsString: p.emails.join(' '),
    phone: p.phone,
    ext: p.ext,
    cell: p.cell,
    achRoutingTransitNumber: p.achRoutingTransitNumber,
    wireRoutingTransitNumber: p.wireRoutingTransitNumber,
    effectiveFromDate: p.effectiveFromDate,
    effectiveThruDate: p.effectiveThruDate,
    companyOrgUnitIds: [] as number[],
    addressLineOne: p.addressLineOne,
    addressLineTwo: p.addressLineTwo,
    city: p.city,
    state: p.state,
    zipCode: p.zipCode,
    altAddressLineOne: p.altAddressLineOne,
    altAddressLineTwo: p.altAddressLineTwo,
    altCity: p.altCity,
    altState: p.altState,
    altZipCode: p.altZipCode,
    isActive: p.isActive,
  };
}
