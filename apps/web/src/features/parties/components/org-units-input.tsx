import type { OrgUnit } from '@docvue/contracts';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useController } from 'react-hook-form';
import type { PartyFormControl } from '../utils/party-form';

interface OrgUnitsInputProps {
  control: PartyFormControl;
  /** The company's word for org unit, which names the input. */
  label: string;
  options: Pick<OrgUnit, 'id' | 'name' | 'code'>[];
  loading: boolean;
}

/** The party's org units, chosen among the company's active ones (at least one). */
export function OrgUnitsInput({ control, label, options, loading }: OrgUnitsInputProps) {
  const {
    field: { value, onChange, onBlur },
    fieldState,
  } = useController({ control, name: 'companyOrgUnitIds' });
  const chosen = options.filter((o) => value.includes(o.id));
  return (
    <Autocomplete
      multiple
      options={options}
      value={chosen}
      loading={loading}
      getOptionLabel={(o) => o.name}
      getOptionKey={(o) => o.id}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterSelectedOptions
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
