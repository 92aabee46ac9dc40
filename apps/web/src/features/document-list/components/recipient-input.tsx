import type { Party } from '@docvue/contracts';
import Autocomplete from '@mui/material/Autocomplete';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { PARTY_SEARCH_DEBOUNCE_MS, useParties } from '@/lib/party-search';

interface RecipientInputProps {
  partyTypeId: number | undefined;
  value: Party | null;
  onChange: (party: Party | null) => void;
  onBlur: () => void;
  error: string | null;
  disabled: boolean;
}

/** The recipient party, searched in the company's parties as the user types (debounced, docs/product/documents.md §9). */
export function RecipientInput({ partyTypeId, value, onChange, onBlur, error, disabled }: RecipientInputProps) {
  const [typed, setTyped] = useState('');
  const query = useDebouncedValue(typed, PARTY_SEARCH_DEBOUNCE_MS);
  const parties = useParties(partyTypeId, query === value?.name ? '' : query);
  return (
    <Autocomplete
      options={parties.data?.items ?? []}
      value={value}
      onChange={(_e, party) => onChange(party)}
      inputValue={typed}
      onInputChange={(_e, text) => setTyped(text)}
      getOptionLabel={(p) => p.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      // The server has matched the name or number already.
      filterOptions={(options) => options}
      loading={parties.isFetching}
      disabled={disabled}
      renderOption={({ key, ...props }, p) => (
        <li key={key} {...props}>
          <ListItemText primary={p.name} secondary={[p.partyTypeName, p.number].filter(Boolean).join(' · ')} />
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Recipient"
          required
          autoFocus
          onBlur={onBlur}
          error={Boolean(error)}
          helperText={error}
        />
      )}
    />
  );
}
