import { importResultTitle, type PartyImportResponse, type PartyImportRow } from '@docvue/contracts';
import CheckCircle from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Switch from '@mui/material/Switch';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState } from 'react';

const joined = (...parts: (string | null)[]) => parts.filter((p) => p && p.trim()).join(', ');

function ResultRow({ row }: { row: PartyImportRow }) {
  const e = row.entity;
  const stateZip = [e.state, e.zipCode].filter((p) => p && p.trim()).join(' ');
  const address = joined(e.addressLineOne, e.addressLineTwo, e.city, stateZip);
  const outcome = row.success ? 'Succeeded' : 'Failed';
  return (
    <ListItem
      divider
      aria-label={`Row ${row.rowNumber}: ${outcome}`}
      sx={{
        alignItems: 'flex-start',
        gap: 1.5,
        borderLeft: 4,
        borderLeftColor: row.success ? 'success.main' : 'error.main',
        bgcolor: row.success ? 'transparent' : 'rgba(211, 47, 47, 0.04)',
      }}
    >
      {row.success ? (
        <CheckCircle color="success" fontSize="small" aria-hidden="true" sx={{ mt: 0.25 }} />
      ) : (
        <ErrorIcon color="error" fontSize="small" aria-hidden="true" sx={{ mt: 0.25 }} />
      )}
      <Box sx={{ minWidth: 0, flex: 1 }}>
        {/* error.main on the failed row's tint is 4.25:1; the dark shade passes WCAG AA. */}
        <Typography variant="body2" sx={{ fontWeight: 500, color: row.success ? 'text.primary' : 'error.dark' }}>
          {`Row ${row.rowNumber}: ${outcome}`}
          {row.errorMessage ? ` — ${row.errorMessage}` : ''}
        </Typography>
        <Typography sx={{ overflowWrap: 'anywhere' }}>{joined(e.number, e.name) || '—'}</Typography>
        {address && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {address}
          </Typography>
        )}
        {e.phone && (
          <Typography variant="body2" color="text.secondary">
            {e.phone}
          </Typography>
        )}
      </Box>
    </ListItem>
  );
}

/**
 * Rows drawn at once. An import may have 10,000 rows: drawing them all means some 60,000 styled
 * elements at once, which stalls the browser; a page of them keeps it responsive, and unlike a
 * virtualised list every row drawn is in the document for screen readers and the browser's find.
 */
const pageSizes = [50, 100, 250];

/**
 * The import's outcome (docs/product/administration.md §2): 'X succeeded, Y failed', then each row with its message, a page
 * at a time, and the failed rows alone at the flick of a switch (the ones that need work).
 */
export function ImportResultList({ result }: { result: PartyImportResponse }) {
  const title = importResultTitle(result);
  const heading = useRef<HTMLHeadingElement>(null);
  const [failedOnly, setFailedOnly] = useState(false);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(pageSizes[0]!);
  const shown = useMemo(
    () => (failedOnly ? result.rows.filter((r) => !r.success) : result.rows),
    [failedOnly, result.rows],
  );
  // The page changed under the user: keyboard and screen reader users start at the outcome.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Box component="section" aria-labelledby="import-result-title">
      <Typography
        ref={heading}
        id="import-result-title"
        component="h2"
        variant="h6"
        tabIndex={-1}
        sx={{ mb: 1, '&:focus': { outline: 'none' } }}
      >
        {title}
      </Typography>
      {result.failed > 0 && result.succeeded > 0 && (
        <FormControlLabel
          control={
            <Switch
              checked={failedOnly}
              onChange={(_, checked) => {
                setFailedOnly(checked);
                setPage(0);
              }}
            />
          }
          label="Failed rows only"
        />
      )}
      <List aria-labelledby="import-result-title" disablePadding>
        {shown.slice(page * pageSize, (page + 1) * pageSize).map((row) => (
          <ResultRow key={row.rowNumber} row={row} />
        ))}
      </List>
      {shown.length > pageSizes[0]! && (
        <TablePagination
          component="div"
          count={shown.length}
          page={page}
          onPageChange={(_, next) => setPage(next)}
          rowsPerPage={pageSize}
          rowsPerPageOptions={pageSizes}
          labelDisplayedRows={({ from, to, count }) => `${from}–${to} of ${count.toLocaleString('en-US')}`}
          onRowsPerPageChange={(e) => {
            setPageSize(Number(e.target.value));
            setPage(0);
          }}
        />
      )}
    </Box>
  );
}
