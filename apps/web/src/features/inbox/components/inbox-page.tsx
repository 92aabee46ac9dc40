import { termedColumns, useOrgUnitTerm } from '@/lib/terms';
import { limits } from '@docvue/contracts';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TableContainer from '@mui/material/TableContainer';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { PageHeading } from '@/components/page-heading';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { displayTimestamp } from '@/lib/format-value';
import { messageOf } from '@/lib/notify';
import { useDateFormat } from '@/lib/personalization';
import { useInbox } from '../api/get-inbox';
import { INBOX_SEARCH_KEY, readSavedSearch, writeSavedSearch } from '../utils/saved-search';
import { InboxEmpty, InboxTable, type InboxSort } from './inbox-table';

/** The list page sizes without "all": the server sends one page at a time. */
const pageSizes = limits.documentListPageSizes.filter((n) => n !== limits.allRowsPageSize);

/** How long typing pauses before the inbox is asked again. */
const SEARCH_DELAY_MS = 300;

const countText = (total: number, filtered: boolean) => {
  if (filtered) return `${total} ${total === 1 ? 'document matches' : 'documents match'}`;
  return `${total} ${total === 1 ? 'document' : 'documents'}`;
};

/**
 * /inbox: the documents the company received, a page at a time, searchable by the words their
 * number or party names start with; the search text is remembered.
 */
export function InboxPage() {
  const dateFormat = useDateFormat();
  const orgUnitTerm = useOrgUnitTerm();
  const [text, setText] = useState(() => readSavedSearch(INBOX_SEARCH_KEY));
  const query = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const [sort, setSort] = useState<InboxSort | null>(null);
  const [pageSize, setPageSize] = useState<number>(pageSizes[0]!);
  // A page number belongs to the search it was chosen in: another search starts at the first page.
  const [paging, setPaging] = useState({ query, page: 0 });
  const page = paging.query === query ? paging.page : 0;
  const setPage = (next: number) => setPaging({ query, page: next });

  const inbox = useInbox({
    query,
    page: page + 1,
    pageSize,
    sortBy: sort?.key ?? 'id',
    sortDirection: sort?.direction ?? 'desc',
  });
  const formatDate = useCallback((iso: string) => displayTimestamp(iso, dateFormat), [dateFormat]);
  const data = inbox.data;
  const filtered = query !== '';
  const lastPage = data ? Math.max(0, Math.ceil(data.totalRecords / pageSize) - 1) : 0;

  const changeText = (value: string) => {
    setText(value);
    writeSavedSearch(INBOX_SEARCH_KEY, value);
  };
  const changeSort = (key: string) => {
    setSort((s) => ({ key, direction: s?.key === key && s.direction === 'asc' ? 'desc' : 'asc' }));
    setPage(0);
  };

  return (
    <>
      <PageHeading>Inbox</PageHeading>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        <TextField
          type="search"
          label="Search the inbox"
          size="small"
          value={text}
          onChange={(e) => changeText(e.target.value)}
          sx={{ width: { xs: '100%', sm: 360 } }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon aria-hidden="true" />
                </InputAdornment>
              ),
            },
          }}
        />
        {data && (
          <Typography role="status" color="text.secondary">
            {countText(data.totalRecords, filtered)}
          </Typography>
        )}
      </Box>
      {inbox.isPending && <CircularProgress aria-label="Loading the inbox" />}
      {inbox.isError && <Alert severity="error">{messageOf(inbox.error)}</Alert>}
      {data && data.totalRecords === 0 && (
        <InboxEmpty>{filtered ? `No documents match "${query}"` : 'There are no documents in your inbox'}</InboxEmpty>
      )}
      {data && data.totalRecords > 0 && (
        <Paper variant="outlined" aria-busy={inbox.isPlaceholderData}>
          <TableContainer>
            <InboxTable
              columns={termedColumns(data.columns, orgUnitTerm)}
              rows={data.rows}
              sort={sort}
              onSort={changeSort}
              formatDate={formatDate}
            />
          </TableContainer>
          <TablePagination
            component="div"
            count={data.totalRecords}
            page={Math.min(page, lastPage)}
            rowsPerPage={pageSize}
            rowsPerPageOptions={pageSizes}
            labelRowsPerPage="Rows per page:"
            onPageChange={(_e, next) => setPage(next)}
            onRowsPerPageChange={(e) => {
              setPageSize(Number(e.target.value));
              setPage(0);
            }}
            sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap' } }}
          />
        </Paper>
      )}
    </>
  );
}
