import type { AddressKind, Api, BodyOf } from '@docvue/contracts';
import type { OwnAddressSet } from '../../access/address-sets.js';
import type { TenantContext } from '../../access/context.js';
import { requireOwnParties } from '../../access/parties.js';
import type { Queryable } from '../../db/client.js';
import { badRequest, conflict } from '../../lib/errors.js';
import { partiesInOtherSets, type AddressSetValues } from './repository.js';

export type AddressSetBody = BodyOf<Api['createAddressSet']>;
type Body = AddressSetBody;

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

export function columnsOf(body: Body) {
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
 * The parties a set applies to: the company's own, connected (only a partner on the network can
 * be told an address), and in no other set (a partner gets one remit-to address).
 */
export async function requireAssignableParties(
  db: Queryable,
  ctx: TenantContext,
  partyIds: number[],
  except?: OwnAddressSet,
) {
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
