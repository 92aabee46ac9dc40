import { routeStatusNames, searchRequest, type RouteStatusId } from '@docvue/contracts';
import SearchIcon from '@mui/icons-material/Search';
import Autocomplete from '@mui/material/Autocomplete';
import InputAdornment from '@mui/material/InputAdornment';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { canSuggest, useTypeahead, type TypeaheadHit } from '../api/get-typeahead';
import { searchPath } from '../utils/search-params';

/** Suggestions are asked for once typing pauses this long (docs/product/documents.md §9: the typeahead is debounced). */
export const TYPEAHEAD_DEBOUNCE_MS = 300;

/** The search call takes at most this many characters (its contract). */
const SEARCH_MAX_LENGTH = searchRequest.shape.querySearchTerm.maxLength ?? undefined;

type Option = { kind: 'search'; text: string } | { kind: 'document'; id: number; text: string; detail: string };

/** What a suggestion says under its text: the document type and, once sent, its route status. */
const detailOf = (h: TypeaheadHit) =>
  [h.documentTypeName, h.routeStatusId === null ? null : routeStatusNames[h.routeStatusId as RouteStatusId]]
    .filter(Boolean)
    .join(' · ');

const labelOf = (o: Option | string) =>
  typeof o === 'string' ? o : o.kind === 'search' ? `Search for "${o.text}"` : o.text;

interface GlobalSearchProps {
  /** What was typed before the combobox loaded (lazy-global-search.tsx). */
  initialInput?: string;
  autoFocus?: boolean;
}

/** The global typeahead: its first entry searches all documents, the others open a document. */
export function GlobalSearch({ initialInput = '', autoFocus = false }: GlobalSearchProps) {
  const navigate = useNavigate();
  const [input, setInput] = useState(initialInput);
  const text = input.trim();
  // The text goes to the server as typed (a trailing space completes the last word).
  const query = useDebouncedValue(input, TYPEAHEAD_DEBOUNCE_MS);
  const hits = useTypeahead(query);
  // Only suggestions for the text in the box: none while typing goes on or an answer is on its way.
  const current = query === input && canSuggest(query) && !hits.isPlaceholderData ? (hits.data ?? []) : [];

  const options: Option[] = text
    ? [
        { kind: 'search', text },
        ...current.map((h): Option => ({ kind: 'document', id: h.id, text: h.text, detail: detailOf(h) })),
      ]
    : [];

  const choose = (option: Option | string | null) => {
    if (option === null) return;
    if (typeof option === 'string' || option.kind === 'search') {
      const q = typeof option === 'string' ? option.trim() : option.text;
      if (q) navigate(searchPath(q));
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
      // Two versions of a document can read the same; the id tells them apart.
      getOptionKey={(o) => (typeof o === 'string' ? o : o.kind === 'search' ? 'search' : `document-${o.id}`)}
      renderOption={({ key, ...props }, o) => (
        <li key={key} {...props}>
          <ListItemText primary={labelOf(o)} secondary={o.kind === 'document' ? o.detail : undefined} />
        </li>
      )}
      inputValue={input}
      onInputChange={(_e, value, reason) => {
        if (reason !== 'reset') setInput(value);
      }}
      value={null}
      onChange={(_e, value) => choose(value)}
      autoHighlight
      // Text typed before the combobox loaded (or left in it) shows its suggestions again on focus.
      openOnFocus
      clearOnBlur={false}
      loading={hits.isFetching}
      sx={{ width: '100%', maxWidth: 520 }}
      renderInput={(params) => (
        <TextField
          {...params}
          placeholder="Search all documents..."
          size="small"
          autoFocus={autoFocus}
          slotProps={{
            ...params.slotProps,
            htmlInput: {
              ...params.slotProps.htmlInput,
              'aria-label': 'Search all documents',
              maxLength: SEARCH_MAX_LENGTH,
            },
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
