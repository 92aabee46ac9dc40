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
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { PageHeading } from '@/components/page-heading';
import { displayTimestamp } from '@/lib/format-value';
import { messageOf } from '@/lib/notify';
import { useDateFormat } from '@/lib/personalization';
import { useInbox } from '../api/get-inbox';
import { filterRows, sortRows } from '../utils/inbox-rows';
import { INBOX_SEARCH_KEY, readSavedSearch, writeSavedSearch } from '../utils/saved-search';
import { InboxEmpty, InboxTable, type InboxSort } from './inbox-table';

/** The list page sizes without "all": the rows are on hand, a page is only what is drawn. */
const pageSizes = limits.documentListPageSizes.filter((n) => n !== limits.allRowsPageSize);

const countText = (shown: number, total: number, filtered: boolean) => {
  const documents = `${total} ${total === 1 ? 'document' : 'documents'}`;
  return filtered ? `${shown} of ${documents} match` : documents;
};

/** /inbox: the documents the company received, searchable; the search text is remembered. */
export function InboxPage() {
  const inbox = useInbox();
  const dateFormat = useDateFormat();
  const [text, setText] = useState(() => readSavedSearch(INBOX_SEARCH_KEY));
  // Typing stays quick while a large inbox is filtered behind it.
  const searched = useDeferredValue(text);
  const [sort, setSort] = useState<InboxSort | null>(null);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(limits.documentListPageSizes[0]);

  const formatDate = useCallback((iso: string) => displayTimestamp(iso, dateFormat), [dateFormat]);
  const data = inbox.data;
  const shown = useMemo(() => {
    if (!data) return [];
    const matching = filterRows(data.rows, data.columns, searched, formatDate);
    return sort ? sortRows(matching, sort.key, sort.direction) : matching;
  }, [data, searched, sort, formatDate]);
  const lastPage = Math.max(0, Math.ceil(shown.length / pageSize) - 1);
  const current = Math.min(page, lastPage);

  const changeText = (value: string) => {
    setText(value);
    writeSavedSearch(INBOX_SEARCH_KEY, value);
    setPage(0);
  };
  const changeSort = (key: string) =>
    setSort((s) => ({ key, direction: s?.key === key && s.direction === 'asc' ? 'desc' : 'asc' }));

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
            {countText(shown.length, data.rows.length, searched.trim() !== '')}
          </Typography>
        )}
      </Box>
      {inbox.isPending && <CircularProgress aria-label="Loading the inbox" />}
      {inbox.isError && <Alert severity="error">{messageOf(inbox.error)}</Alert>}
      {data && data.rows.length === 0 && <InboxEmpty>There are no documents in your inbox</InboxEmpty>}
      {data && data.rows.length > 0 && shown.length === 0 && (
        <InboxEmpty>{`No documents match "${searched.trim()}"`}</InboxEmpty>
      )}
      {data && shown.length > 0 && (
        <Paper variant="outlined">
          <TableContainer>
            <InboxTable
              columns={data.columns}
              rows={shown.slice(current * pageSize, (current + 1) * pageSize)}
              sort={sort}
              onSort={changeSort}
              formatDate={formatDate}
            />
          </TableContainer>
          <TablePagination
            component="div"
            count={shown.length}
            page={current}
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
