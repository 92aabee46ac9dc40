import { limits, searchLimits } from '@docvue/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeading } from '@/components/page-heading';
import { messageOf } from '@/lib/notify';
import { useDateFormat } from '@/lib/personalization';
import { useSearchDocuments } from '../api/search-documents';
import { readSearchParams, searchPath } from '../utils/search-params';
import { SearchResultItem } from './search-result-item';

const countText = (n: number, q: string) => `${n} ${n === 1 ? 'document matches' : 'documents match'} "${q}"`;

/** /search?q=: the documents that match, best first, a page at a time, with the matching words marked. */
export function SearchResultsPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const search = readSearchParams(params);
  const { q, page, pageSize } = search;
  const results = useSearchDocuments(search);
  const dateFormat = useDateFormat();
  const top = useRef<HTMLDivElement>(null);

  const goTo = (nextPage: number, nextSize: number) => {
    navigate(searchPath(q, nextPage, nextSize));
    // The next page starts at the top; keyboard users keep their place on the paginator.
    top.current?.scrollIntoView?.({ block: 'start' });
  };

  const data = results.data;
  return (
    <Box ref={top} sx={{ maxWidth: 960 }}>
      <PageHeading>Search results</PageHeading>
      {!q && <Typography>Type something to search for</Typography>}
      {q && results.isPending && <CircularProgress aria-label="Searching" />}
      {q && results.isError && <Alert severity="error">{messageOf(results.error)}</Alert>}
      {q && data && (
        <>
          <Typography role="status" sx={{ mb: 1 }}>
            {data.totalRecords === 0 ? `No documents match "${q}"` : countText(data.totalRecords, q)}
          </Typography>
          {data.totalIsCapped && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {`More than ${searchLimits.maxRankedResults} documents match; these are the best of the newest ${searchLimits.maxRankedResults}. Add words to narrow the search.`}
            </Alert>
          )}
          <Box sx={{ height: 4, mb: 1 }}>{results.isPlaceholderData && <LinearProgress aria-label="Loading" />}</Box>
          <Box
            component="ol"
            aria-label="Search results"
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
          >
            {data.rows.map((row) => (
              <li key={row.id}>
                <SearchResultItem row={row} dateFormat={dateFormat} />
              </li>
            ))}
          </Box>
          {data.totalRecords > 0 && (
            <TablePagination
              component="div"
              count={data.totalRecords}
              page={Math.min(page - 1, Math.max(0, Math.ceil(data.totalRecords / pageSize) - 1))}
              rowsPerPage={pageSize}
              rowsPerPageOptions={[...limits.searchPageSizes]}
              labelRowsPerPage="Results per page:"
              onPageChange={(_e, next) => goTo(next + 1, pageSize)}
              onRowsPerPageChange={(e) => goTo(1, Number(e.target.value))}
              sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', pl: 0 } }}
            />
          )}
        </>
      )}
    </Box>
  );
}
