import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { useController } from 'react-hook-form';
import type { UserFormControl } from '../utils/user-form';
import type { RoleOption } from '../utils/user-labels';

interface RolesInputsProps {
  control: UserFormControl;
  /** Every role (`GET /lookups/roles`); the form offers the selectable ones. */
  roles: RoleOption[];
  loading: boolean;
  disabled: boolean;
}

/**
 * Main Role (required) and Additional Roles (docs/product/administration.md §6: the form offers only the selectable roles; one
 * is the main role, the others additional). A role the user has that is not offered stays shown.
 */
export function RolesInputs({ control, roles, loading, disabled }: RolesInputsProps) {
  const main = useController({ control, name: 'mainRole' });
  const additional = useController({ control, name: 'additionalRoles' });
  const mainRole = Number(main.field.value);

  const options = useMemo(
    () => roles.filter((r) => r.selectable || r.id === mainRole || additional.field.value.includes(r.id)),
    [roles, mainRole, additional.field.value],
  );
  const additionalOptions = options.filter((r) => r.id !== mainRole);
  const chosen = additionalOptions.filter((r) => additional.field.value.includes(r.id));

  return (
    <>
      <TextField
        select
        label="Main Role"
        required
        size="small"
        fullWidth
        name={main.field.name}
        value={loading ? '' : main.field.value}
        inputRef={main.field.ref}
        onBlur={main.field.onBlur}
        onChange={(e) => {
          const next = e.target.value;
          main.field.onChange(next);
          // A role is the main one or an additional one, not both.
          additional.field.onChange(additional.field.value.filter((r) => r !== Number(next)));
        }}
        disabled={disabled || loading}
        error={main.fieldState.error !== undefined}
        helperText={main.fieldState.error?.message ?? ' '}
      >
        {options.map((r) => (
          <MenuItem key={r.id} value={String(r.id)}>
            {r.name}
          </MenuItem>
        ))}
      </TextField>
      <Autocomplete
        multiple
        options={additionalOptions}
        value={chosen}
        loading={loading}
        disabled={disabled}
        getOptionLabel={(r) => r.name}
        getOptionKey={(r) => r.id}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        filterSelectedOptions
        onChange={(_e, next) => additional.field.onChange(next.map((r) => r.id))}
        onBlur={additional.field.onBlur}
        size="small"
        renderInput={(params) => (
          <TextField
            {...params}
            label="Additional Roles"
            error={additional.fieldState.error !== undefined}
            helperText={additional.fieldState.error?.message ?? ' '}
          />
        )}
      />
    </>
  );
}
