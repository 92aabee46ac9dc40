import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import { lazy, Suspense, useEffect, useState } from 'react';

const loadGlobalSearch = () => import('./global-search');
const GlobalSearch = lazy(() => loadGlobalSearch().then((m) => ({ default: m.GlobalSearch })));

/**
 * The top bar's search box. Its combobox (MUI Autocomplete with its popper, ~20 KB gzipped)
 * loads right after the first paint instead of before it (docs/history.md §17's first-screen budget);
 * until then a plain box of the same look takes what is typed, and the combobox starts from it,
 * focused if the box was.
 */
export function LazyGlobalSearch() {
  const [typed, setTyped] = useState('');
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    void loadGlobalSearch();
  }, []);
  const placeholder = (
    <OutlinedInput
      size="small"
      placeholder="Search all documents..."
      value={typed}
      onChange={(e) => setTyped(e.target.value)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      inputProps={{ 'aria-label': 'Search all documents' }}
      startAdornment={
        <InputAdornment position="start">
          <SearchIcon aria-hidden="true" />
        </InputAdornment>
      }
      sx={{ width: '100%', maxWidth: 520, bgcolor: 'background.paper', borderRadius: 1 }}
    />
  );
  return (
    <Suspense fallback={placeholder}>
      <GlobalSearch initialInput={typed} autoFocus={focused} />
    </Suspense>
  );
}
