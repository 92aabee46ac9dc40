import type { UseFormReturn } from 'react-hook-form';
import {
  addressFields,
  addressParts,
  type AddressSetFormOutput,
  type AddressSetFormValues,
  type CopiedKind,
} from '../utils/address-set-form';

export type AddressSetForm = UseFormReturn<AddressSetFormValues, unknown, AddressSetFormOutput>;

/**
 * 'Same as main' (docs/product/administration.md §4): ticking copies the main address into the payment or tax address,
 * whose fields are then read only (and follow the main address: `SameAsMainSync`); unticking
 * clears them for typing. Returns the checkbox's change.
 */
export function useSameAsMain({ getValues, setValue, clearErrors }: AddressSetForm) {
  return (kind: CopiedKind, checked: boolean) => {
    setValue(`${kind}AddressSameAsMain`, checked, { shouldDirty: true });
    for (const part of addressParts) {
      setValue(`${kind}${part}`, checked ? getValues(`main${part}`) : '', { shouldDirty: true });
    }
    // A copied address is not checked (the server copies it); a cleared one is checked on saving.
    clearErrors(addressFields(kind));
  };
}
