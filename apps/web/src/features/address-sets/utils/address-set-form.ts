import { addressSetBody, type AddressSet, type AddressSetPartyRef } from '@docvue/contracts';
import { formResolver } from '@/lib/form-resolver';
import type { Control } from 'react-hook-form';
import { z } from 'zod';

/** What the form's inputs hold: text as typed, the chosen parties with their names (for the picker). */
export interface AddressSetFormValues {
  name: string;
  code: string;
  isActive: boolean;
  mainAddressLineOne: string;
  mainAddressLineTwo: string;
  mainCity: string;
  mainState: string;
  mainZipCode: string;
  paymentAddresseeName: string;
  paymentAddressLineOne: string;
  paymentAddressLineTwo: string;
  paymentCity: string;
  paymentState: string;
  paymentZipCode: string;
  paymentAddressSameAsMain: boolean;
  taxAddresseeName: string;
  taxAddressLineOne: string;
  taxAddressLineTwo: string;
  taxCity: string;
  taxState: string;
  taxZipCode: string;
  taxAddressSameAsMain: boolean;
  selectedParties: AddressSetPartyRef[];
}

/** The two addresses that can be 'same as main'. */
export type CopiedKind = 'payment' | 'tax';
export const copiedKinds: CopiedKind[] = ['payment', 'tax'];

/** The five fields of an address: the form names them `main…`, `payment…`, `tax…`. */
export const addressParts = ['AddressLineOne', 'AddressLineTwo', 'City', 'State', 'ZipCode'] as const;
export const addressFields = (kind: 'main' | CopiedKind) => addressParts.map((part) => `${kind}${part}` as const);

/**
 * The contract's body, checked the way the server checks it (same messages: 'Required', 'Must
 * be a valid US Zip Code'); the picker's parties go as their ids.
 */
const addressSetFormSchema = z.preprocess(
  (v: AddressSetFormValues) => ({ ...v, selectedParties: v.selectedParties.map((p) => p.id) }),
  addressSetBody,
);
export type AddressSetFormOutput = z.output<typeof addressSetFormSchema>;
export type AddressSetFormControl = Control<AddressSetFormValues, unknown, AddressSetFormOutput>;

export const addressSetResolver = formResolver<AddressSetFormValues, AddressSetFormOutput>(addressSetFormSchema);

export const newAddressSetValues = (): AddressSetFormValues => ({
  name: '',
  code: '',
  isActive: true,
  mainAddressLineOne: '',
  mainAddressLineTwo: '',
  mainCity: '',
  mainState: '',
  mainZipCode: '',
  paymentAddresseeName: '',
  paymentAddressLineOne: '',
  paymentAddressLineTwo: '',
  paymentCity: '',
  paymentState: '',
  paymentZipCode: '',
  paymentAddressSameAsMain: false,
  taxAddresseeName: '',
  taxAddressLineOne: '',
  taxAddressLineTwo: '',
  taxCity: '',
  taxState: '',
  taxZipCode: '',
  taxAddressSameAsMain: false,
  selectedParties: [],
});

const text = (value: string | null) => value ?? '';

export const addressSetValues = (s: AddressSet): AddressSetFormValues => ({
  name: s.name,
  code: text(s.code),
  isActive: s.isActive,
  mainAddressLineOne: s.mainAddressLineOne,
  mainAddressLineTwo: text(s.mainAddressLineTwo),
  mainCity: s.mainCity,
  mainState: s.mainState,
  mainZipCode: s.mainZipCode,
  paymentAddresseeName: text(s.paymentAddresseeName),
  paymentAddressLineOne: s.paymentAddressLineOne,
  paymentAddressLineTwo: text(s.paymentAddressLineTwo),
  paymentCity: s.paymentCity,
  paymentState: s.paymentState,
  paymentZipCode: s.paymentZipCode,
  paymentAddressSameAsMain: s.paymentAddressSameAsMain,
  taxAddresseeName: text(s.taxAddresseeName),
  taxAddressLineOne: s.taxAddressLineOne,
  taxAddressLineTwo: text(s.taxAddressLineTwo),
  taxCity: s.taxCity,
  taxState: s.taxState,
  taxZipCode: s.taxZipCode,
  taxAddressSameAsMain: s.taxAddressSameAsMain,
  selectedParties: s.selectedParties,
});
