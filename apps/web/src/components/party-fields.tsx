import { partyTypeIds, partyTypeNameIn, type OrgUnit } from '@docvue/contracts';
import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';

/**
 * The fields of a party that more than one form asks for: a party's own form and the invitation
 * that files the sender as a new party (docs/product/administration.md §5).
 */

interface PartyTypeFieldProps<T extends FieldValues, TOut> {
  control: Control<T, unknown, TOut>;
  /** The type as the select gives it: its id as text, '' for none. */
  name: FieldPathByValue<T, string>;
  /** The company's word for Vendor, in the choices. */
  vendorTerm: string;
  disabled: boolean;
}

/** The party's Type, a required select. */
export function PartyTypeField<T extends FieldValues, TOut>({
  control,
  name,
  vendorTerm,
  disabled,
}: PartyTypeFieldProps<T, TOut>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, ...field }, fieldState }) => (
        <TextField
          {...field}
          inputRef={ref}
          select
          label="Type"
          required
          size="small"
          fullWidth
          disabled={disabled}
          error={fieldState.error !== undefined}
          helperText={fieldState.error?.message ?? ' '}
        >
          {partyTypeIds.map((id) => (
            <MenuItem key={id} value={String(id)}>
              {partyTypeNameIn(id, vendorTerm)}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

interface OrgUnitsFieldProps<T extends FieldValues, TOut> {
  control: Control<T, unknown, TOut>;
  /** The chosen org units' ids. */
  name: FieldPathByValue<T, number[]>;
  /** The company's word for org unit, which names the input. */
  label: string;
  options: Pick<OrgUnit, 'id' | 'name'>[];
  loading?: boolean;
  disabled?: boolean;
}

/** The party's org units, chosen among the company's (at least one). */
export function OrgUnitsField<T extends FieldValues, TOut>({
  control,
  name,
  label,
  options,
  loading,
  disabled,
}: OrgUnitsFieldProps<T, TOut>) {
  const {
    field: { value, onChange, onBlur },
    fieldState,
  } = useController({ control, name });
  const ids: number[] = value;
  return (
    <Autocomplete
      multiple
      options={options}
      value={options.filter((o) => ids.includes(o.id))}
      loading={loading}
      getOptionLabel={(o) => o.name}
      getOptionKey={(o) => o.id}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterSelectedOptions
      disabled={disabled}
      onChange={(_e, next) => onChange(next.map((o) => o.id))}
      onBlur={onBlur}
      size="small"
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required
          error={fieldState.error !== undefined}
          helperText={fieldState.error?.message ?? ' '}
        />
      )}
    />
  );
}
