import type { AddressSetPartyRef } from '@docvue/contracts';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useConnectedParties } from '@/lib/connected-parties';
import type { AddressSetFormControl } from '../utils/address-set-form';

/** Typing waits this long before asking the server (docs/product/administration.md §9's party search). */
const SEARCH_DELAY_MS = 150;

/**
 * The connected partners that use the set (docs/product/administration.md §9: connected parties only, the first 100 by
 * name, narrowed by what is typed). A partner uses one set, so only those without one (or in this set,
 * `addressSetId`, when editing) are offered: choosing another set's partner could only be refused.
 */
export function PartiesPicker({
  control,
  disabled,
  addressSetId,
}: {
  control: AddressSetFormControl;
  disabled: boolean;
  addressSetId?: number | undefined;
}) {
  const {
    field: { value, onChange, onBlur },
  } = useController({ control, name: 'selectedParties' });
  const [text, setText] = useState('');
  const query = useDebouncedValue(text, SEARCH_DELAY_MS);
  const parties = useConnectedParties(query, { withoutAddressSet: true, addressSetId });

  return (
    <Autocomplete
      multiple
      options={parties.data?.items ?? []}
      value={value}
      inputValue={text}
      onInputChange={(_e, next) => setText(next)}
      onChange={(_e, next: AddressSetPartyRef[]) => onChange(next)}
      onBlur={onBlur}
      // The server has filtered by what was typed.
      filterOptions={(o) => o}
      filterSelectedOptions
      getOptionLabel={(p) => p.name}
      getOptionKey={(p) => p.id}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={parties.isFetching}
      noOptionsText={
        parties.isError ? 'The parties could not be loaded' : 'No connected parties without an address set found'
      }
      disabled={disabled}
      size="small"
      renderOption={({ key, ...props }, p) => (
        <li key={key} {...props}>
          <span>
            {p.name}
            <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
              {p.partyTypeName} · {p.number}
            </Typography>
          </span>
        </li>
      )}
      renderInput={(params) => (
        <TextField {...params} label="Parties" helperText="The connected parties that use these addresses" />
      )}
    />
  );
}
