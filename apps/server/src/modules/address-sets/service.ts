import type { AddressKind, AddressSet, Api, BodyOf, PartnerAddresses, QueryOf } from '@docvue/contracts';
import { requireOwnAddressSet, type OwnAddressSet } from '../../access/address-sets.js';
import type { TenantContext } from '../../access/context.js';
import { requireOwnParties, requireOwnParty } from '../../access/parties.js';
import type { Database, Queryable } from '../../db/client.js';
import { badRequest, conflict } from '../../lib/errors.js';
import {
  addressSetForPartner,
  connectedParties,
  deleteAddressSetRow,
  insertAddressSet,
  partiesInOtherSets,
  partiesOfAddressSet,
  setAddressSetParties,
  updateAddressSetRow,
  type AddressSetRow,
  type AddressSetValues,
} from './repository.js';

type Body = BodyOf<Api['createAddressSet']>;
type PartiesQuery = QueryOf<Api['listAddressSetParties']>;
type Row = AddressSetRow;

async function present(db: Queryable, row: Row): Promise<AddressSet> {
  const { companyId: _company, ...set } = row;
  return { ...set, selectedParties: await partiesOfAddressSet(db, row.id) };
}

/** One address of a body, by kind; the contract has required the four fields of each typed one. */
function addressOf(body: Body, kind: AddressKind) {
  return {
    [`${kind}AddressLineOne`]: body[`${kind}AddressLineOne`]!,
    [`${kind}AddressLineTwo`]: body[`${kind}AddressLineTwo`] ?? null,
    [`${kind}City`]: body[`${kind}City`]!,
    [`${kind}State`]: body[`${kind}State`]!,
    [`${kind}ZipCode`]: body[`${kind}ZipCode`]!,
  } as Record<`${typeof kind}${'AddressLineOne' | 'City' | 'State' | 'ZipCode'}`, string> &
    Record<`${typeof kind}AddressLineTwo`, string | null>;
}

/** 'Same as main' copies the main address (docs/product/administration.md §4) into the payment or tax one, whatever was sent for it. */
function copyOfMain(body: Body, kind: 'payment' | 'tax') {
  const main = addressOf(body, 'main');
  return {
    [`${kind}AddressLineOne`]: main.mainAddressLineOne,
    [`${kind}AddressLineTwo`]: main.mainAddressLineTwo,
    [`${kind}City`]: main.mainCity,
    [`${kind}State`]: main.mainState,
    [`${kind}ZipCode`]: main.mainZipCode,
  };
}

function columnsOf(body: Body) {
  return {
    name: body.name,
    code: body.code,
    isActive: body.isActive,
    ...addressOf(body, 'main'),
    paymentAddresseeName: body.paymentAddresseeName,
    ...(body.paymentAddressSameAsMain ? copyOfMain(body, 'payment') : addressOf(body, 'payment')),
    paymentAddressSameAsMain: body.paymentAddressSameAsMain,
    taxAddresseeName: body.taxAddresseeName,
    ...(body.taxAddressSameAsMain ? copyOfMain(body, 'tax') : addressOf(body, 'tax')),
    taxAddressSameAsMain: body.taxAddressSameAsMain,
  } as Omit<AddressSetValues, 'companyId'>;
}

/**
 * The picker's parties. With `withoutAddressSet`, those saving would not refuse (see
 * requireAssignableParties): in no set, or in the one being edited, which must be the company's.
 */
export async function pickableParties(db: Queryable, ctx: TenantContext, query: PartiesQuery) {
  const editing =
    query.addressSetId === undefined ? undefined : await requireOwnAddressSet(db, ctx, query.addressSetId);
  return connectedParties(db, ctx.companyId, query, query.withoutAddressSet ? { except: editing?.id } : undefined);
}

/**
 * The parties a set applies to: the company's own, connected (only a partner on the network can
 * be told an address), and in no other set (a partner gets one remit-to address).
 */
async function requireAssignableParties(db: Queryable, ctx: TenantContext, partyIds: number[], except?: OwnAddressSet) {
  const chosen = await requireOwnParties(db, ctx, partyIds);
  const offNetwork = chosen.find((p) => p.connectedCompanyId == null);
  if (offNetwork) throw badRequest(`${offNetwork.name} is not connected on the network.`);
  const [taken] = await partiesInOtherSets(
    db,
    chosen.map((p) => p.id),
    except?.id,
  );
  if (taken) throw conflict(`${taken.partyName} already uses the address set ${taken.setName}.`);
  return chosen;
}

export async function getAddressSet(db: Database, ctx: TenantContext, id: number) {
  return present(db, await requireOwnAddressSet(db, ctx, id));
}

export async function createAddressSet(db: Database, ctx: TenantContext, body: Body) {
  return db.transaction(async (tx) => {
    const chosen = await requireAssignableParties(tx, ctx, body.selectedParties);
    const row = await insertAddressSet(tx, { companyId: ctx.companyId, ...columnsOf(body) });
    await setAddressSetParties(
      tx,
      row!.id,
      chosen.map((p) => p.id),
    );
    return present(tx, row);
  });
}

export async function updateAddressSet(db: Database, ctx: TenantContext, id: number, body: Body) {
  return db.transaction(async (tx) => {
    const set = await requireOwnAddressSet(tx, ctx, id);
    const chosen = await requireAssignableParties(tx, ctx, body.selectedParties, set);
    const row = await updateAddressSetRow(tx, set, columnsOf(body));
    await setAddressSetParties(
      tx,
      set.id,
      chosen.map((p) => p.id),
    );
    return present(tx, row);
  });
}

export async function deleteAddressSet(db: Database, ctx: TenantContext, id: number) {
  const set = await requireOwnAddressSet(db, ctx, id);
  await deleteAddressSetRow(db, set);
}

/** What a connected partner asks the caller to use; nothing for a party off the network. */
export async function partnerAddresses(db: Database, ctx: TenantContext, partyId: number): Promise<PartnerAddresses> {
  const party = await requireOwnParty(db, ctx, partyId);
  if (party.connectedCompanyId == null) return { addressSet: null };
  const set = await addressSetForPartner(db, party.connectedCompanyId, ctx.companyId);
  if (!set) return { addressSet: null };
  const { companyId: _company, isActive: _active, ...addresses } = set;
  return { addressSet: addresses };
}
