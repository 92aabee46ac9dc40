import Box from '@mui/material/Box';
import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form';
import { FormTextField } from '@/components/form-text-field';

type TextName<T extends FieldValues> = FieldPathByValue<T, string>;

interface AddressFieldsProps<T extends FieldValues, TOut> {
  control: Control<T, unknown, TOut>;
  /** The form's names of the address's parts (a party has two addresses). */
  names: { lineOne: TextName<T>; lineTwo: TextName<T>; city: TextName<T>; state: TextName<T>; zipCode: TextName<T> };
  /** The contract's maximum lengths; the inputs stop there. */
  limits: { line: number; city: number; state: number; zipCode: number };
  disabled: boolean;
  /** State and Zip Code side by side in one column. */
  stateBesideZip?: boolean;
}

/** The names most forms give an address's parts. */
export const addressFieldNames = {
  lineOne: 'addressLineOne',
  lineTwo: 'addressLineTwo',
  city: 'city',
  state: 'state',
  zipCode: 'zipCode',
} as const;

/** An address as free text, none of it required: Address Line One and Two, City, State, Zip Code. */
export function AddressFields<T extends FieldValues, TOut>({
  control,
  names,
  limits,
  disabled,
  stateBesideZip = false,
}: AddressFieldsProps<T, TOut>) {
  const common = { control, disabled } as const;
  const stateAndZip = (
    <>
      <FormTextField {...common} name={names.state} label="State" maxLength={limits.state} />
      <FormTextField {...common} name={names.zipCode} label="Zip Code" maxLength={limits.zipCode} />
    </>
  );
  return (
    <>
      <FormTextField {...common} name={names.lineOne} label="Address Line One" maxLength={limits.line} />
      <FormTextField {...common} name={names.lineTwo} label="Address Line Two" maxLength={limits.line} />
      <FormTextField {...common} name={names.city} label="City" maxLength={limits.city} />
      {stateBesideZip ? (
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 2 }}>{stateAndZip}</Box>
      ) : (
        stateAndZip
      )}
    </>
  );
}
