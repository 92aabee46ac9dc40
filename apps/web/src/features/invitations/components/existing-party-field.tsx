import type { Party } from '@docvue/contracts';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useController } from 'react-hook-form';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { PARTY_SEARCH_DEBOUNCE_MS, useParties } from '@/lib/party-search';
import type { AcceptFormControl, ChosenParty } from '../utils/accept-form';

interface ExistingPartyFieldProps {
  control: AcceptFormControl;
  /** Only parties of this type, when the sender's type is settled. */
  partyTypeId: number | undefined;
  /** A party already connected to another company cannot be the sender's. */
  senderCompanyId: number;
  disabled: boolean;
}

const chosen = (p: Party): ChosenParty => ({
  id: p.id,
  name: p.name,
  number: p.number,
  partyTypeName: p.partyTypeName,
});

/** One of the company's parties, found by name or number, to become the sender's. */
export function ExistingPartyField({ control, partyTypeId, senderCompanyId, disabled }: ExistingPartyFieldProps) {
  const {
    field: { ref, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name: 'existingParty' });
  const [inputText, setInputText] = useState('');
  const [searchText, setSearchText] = useState('');
  const query = useDebouncedValue(searchText, PARTY_SEARCH_DEBOUNCE_MS);
  const parties = useParties(partyTypeId, query);
  const options = useMemo(
    () =>
      (parties.data?.items ?? [])
        .filter((p) => p.connectedCompanyId === null || p.connectedCompanyId === senderCompanyId)
        .map(chosen),
    [parties.data, senderCompanyId],
  );

  return (
    <Autocomplete
      options={options}
      value={value}
      inputValue={inputText}
      onInputChange={(_e, text, reason) => {
        setInputText(text);
        // Choosing a party fills the input with its label; that is not a new search.
        if (reason === 'input' || reason === 'clear') setSearchText(text);
      }}
      onChange={(_e, next) => onChange(next)}
      onBlur={onBlur}
      filterOptions={(o) => o}
      getOptionLabel={(p) => `${p.name} (${p.number})`}
      getOptionKey={(p) => p.id}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={parties.isFetching}
      noOptionsText="No parties found"
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
        <TextField
          {...params}
          inputRef={ref}
          label="Party"
          required
          error={fieldState.error !== undefined}
          helperText={fieldState.error?.message ?? ' '}
        />
      )}
    />
  );
}
