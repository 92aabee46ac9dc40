import type { AddressSet, AddressSetPartyRef } from '@docvue/contracts';

export const partyRef = (id: number, name: string): AddressSetPartyRef => ({
  id,
  name,
  number: `P-${id}`,
  partyTypeName: 'Purchaser',
});

/** An address set as the server presents it: payment address same as main, a tax address of its own. */
export function addressSet(id: number, name: string, extra: Partial<AddressSet> = {}): AddressSet {
  return {
    id,
    name,
    code: `AS-${id}`,
    isActive: true,
    mainAddressLineOne: '100 W Wall St',
    mainAddressLineTwo: null,
    mainCity: 'Midland',
    mainState: 'TX',
    mainZipCode: '79701',
    paymentAddresseeName: 'Accounts Receivable',
    paymentAddressLineOne: '100 W Wall St',
    paymentAddressLineTwo: null,
    paymentCity: 'Midland',
    paymentState: 'TX',
    paymentZipCode: '79701',
    paymentAddressSameAsMain: true,
    taxAddresseeName: 'Tax Department',
    taxAddressLineOne: 'PO Box 4410',
    taxAddressLineTwo: null,
    taxCity: 'Houston',
    taxState: 'TX',
    taxZipCode: '77210-4410',
    taxAddressSameAsMain: false,
    selectedParties: [partyRef(41, 'Blue Creek Midstream')],
    ...extra,
  };
}
