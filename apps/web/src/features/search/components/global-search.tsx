import SearchIcon from '@mui/icons-material/Search';
import Autocomplete from '@mui/material/Autocomplete';
import InputAdornment from '@mui/material/InputAdornment';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useTypeahead } from '../api/get-typeahead';

export const TYPEAHEAD_DEBOUNCE_MS = 300;

type Option = { kind: 'search'; text: string } | { kind: 'document'; id: number; text: string; type?: string };

const labelOf = (o: Option | string) =>
  typeof o === 'string' ? o : o.kind === 'search' ? `Search for "${o.text}"` : o.text;

/** The global typeahead: its first entry searches all documents, the others open a document. */
export function GlobalSearch() {
  const navigate = useNavigate();
  const [input, setInput] = useState('');
  const text = input.trim();
  const query = useDebouncedValue(text, TYPEAHEAD_DEBOUNCE_MS);
  const hits = useTypeahead(query);

  const options: Option[] = text
    ? [
        { kind: 'search', text },
        ...(query === text ? (hits.data ?? []) : []).map((h): Option => ({
          kind: 'document',
          id: h.id,
          text: h.text,
          type: h.documentTypeName,
        })),
      ]
    : [];

  const choose = (option: Option | string | null) => {
    if (option === null) return;
    if (typeof option === 'string' || option.kind === 'search') {
      const q = typeof option === 'string' ? option.trim() : option.text;
      if (q) navigate(`/search?q=${encodeURIComponent(q)}`);
    } else {
      navigate(`/documents/${option.id}`);
    }
    setInput('');
  };

  return (
    <Autocomplete<Option, false, false, true>
      freeSolo
      options={options}
      filterOptions={(o) => o}
      getOptionLabel={labelOf}
      renderOption={({ key, ...props }, o) => (
        <li key={key} {...props}>
          <ListItemText primary={labelOf(o)} secondary={o.kind === 'document' ? o.type : undefined} />
        </li>
      )}
      inputValue={input}
      onInputChange={(_e, value, reason) => {
        if (reason !== 'reset') setInput(value);
      }}
      value={null}
      onChange={(_e, value) => choose(value)}
      autoHighlight
      clearOnBlur={false}
      loading={hits.isFetching}
      sx={{ width: '100%', maxWidth: 520 }}
      renderInput={(params) => (
        <TextField
          {...params}
          placeholder="Search all documents..."
          size="small"
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'aria-label': 'Search all documents' },
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon aria-hidden="true" />
                </InputAdornment>
              ),
            },
          }}
          sx={{ bgcolor: 'background.paper', borderRadius: 1 }}
        />
      )}
    />
  );
}
