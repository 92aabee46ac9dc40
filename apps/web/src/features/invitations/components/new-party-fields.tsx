import { partyTypeIds, partyTypeNameIn, type OrgUnit } from '@docvue/contracts';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, useController } from 'react-hook-form';
import type { AcceptFormControl } from '../utils/accept-form';

interface NewPartyFieldsProps {
  control: AcceptFormControl;
  /** The sender is a vendor, owner or operator: its type is settled. */
  typeLocked: boolean;
  orgUnits: Pick<OrgUnit, 'id' | 'name'>[];
  orgUnitTerm: string;
  /** The company's word for Vendor, in the Type choices. */
  vendorTerm: string;
  disabled: boolean;
}

function OrgUnitsField({
  control,
  orgUnits,
  orgUnitTerm,
  disabled,
}: Omit<NewPartyFieldsProps, 'typeLocked' | 'vendorTerm'>) {
  const {
    field: { value, onChange, onBlur },
    fieldState,
  } = useController({ control, name: 'orgUnitIds' });
  // With one org unit it is chosen already, and there is nothing to ask (docs/product/administration.md §5).
  if (orgUnits.length === 1) return null;
  // Without any, the company has none to put the party in: say so.
  if (orgUnits.length === 0) {
    return fieldState.error ? <Alert severity="error">{fieldState.error.message}</Alert> : null;
  }
  return (
    <Autocomplete
      multiple
      options={orgUnits}
      value={orgUnits.filter((o) => value.includes(o.id))}
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
          label={orgUnitTerm}
          required
          error={fieldState.error !== undefined}
          helperText={fieldState.error?.message ?? ' '}
        />
      )}
    />
  );
}

/** A new party for the sender: its number in the company's books, its type and org units. */
export function NewPartyFields({
  control,
  typeLocked,
  orgUnits,
  orgUnitTerm,
  vendorTerm,
  disabled,
}: NewPartyFieldsProps) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, columnGap: 2 }}>
      <Controller
        control={control}
        name="partyNumber"
        render={({ field: { ref, ...field }, fieldState }) => (
          <TextField
            {...field}
            inputRef={ref}
            label="Party Number"
            required
            size="small"
            fullWidth
            disabled={disabled}
            error={fieldState.error !== undefined}
            helperText={fieldState.error?.message ?? ' '}
            slotProps={{ htmlInput: { maxLength: 255 } }}
          />
        )}
      />
      <Controller
        control={control}
        name="partyTypeId"
        render={({ field: { ref, ...field }, fieldState }) => (
          <TextField
            {...field}
            inputRef={ref}
            select
            label="Type"
            required
            size="small"
            fullWidth
            disabled={disabled || typeLocked}
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
      <Box sx={{ gridColumn: '1 / -1' }}>
        <OrgUnitsField control={control} orgUnits={orgUnits} orgUnitTerm={orgUnitTerm} disabled={disabled} />
      </Box>
    </Box>
  );
}
