import { resultRow, type DocumentListResponse, type ResultColumn, type ResultRow } from '@docvue/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi, type RecordedCall } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';
import { INBOX_SEARCH_KEY } from '../utils/saved-search';
import { InboxPage } from './inbox-page';

const location = () => screen.getByRole('status', { name: 'Current location' });
const searchBox = () => screen.getByRole('searchbox', { name: 'Search the inbox' });
const table = () => screen.getByRole('table', { name: 'Inbox documents' });
const numbers = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('link')[0]?.textContent);

const column = (key: string, name: string, typeId = 1, typeName = 'Text'): ResultColumn => ({
  key,
  name,
  metadataType: { id: typeId, name: typeName },
  sortable: true,
});
const columns = [
  column('documentTypeName', 'Document Type', 8, 'DocumentType'),
  column('documentNumber', 'Document #'),
  column('senderCompanyName', 'From'),
  column('receiverName', 'To'),
  column('routeStatusName', 'Status'),
  column('sentAt', 'Sent', 5, 'DateTime'),
  column('fileName', 'File Name'),
];

// Through the contract: the row type's index signature cannot be written as a literal.
const row = (id: number, number: string, extra: Record<string, string | number | boolean | null> = {}): ResultRow =>
  resultRow.parse({
    id,
    routeStatusId: 2,
    isRead: true,
    side: 'receiver',
    documentTypeTemplateId: 93,
    documentTypeName: 'AR Invoice',
    documentNumber: number,
    senderCompanyName: 'Permian Basin Oilfield Services LLC',
    receiverName: 'Red Mesa Energy Partners',
    routeStatusName: 'Received',
    sentAt: '2026-10-20T12:00:00.000Z',
    fileName: `${number}.pdf`,
    ...extra,
  });

/**
 * The server's part, small: the rows whose number or sender has words starting with every typed
 * word, sorted by the asked column (or newest first), one page of them, and their total.
 */
function answer(all: ResultRow[]) {
  return ({ url }: RecordedCall): { body: DocumentListResponse } => {
    const p = url.searchParams;
    const words = (p.get('query') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    const wordsOf = (r: ResultRow) => `${r.documentNumber} ${r.senderCompanyName}`.toLowerCase().split(/[\s-]+/);
    const matching = all.filter((r) => words.every((w) => wordsOf(r).some((x) => x.startsWith(w))));
    const sortBy = p.get('sortBy') ?? 'id';
    const sign = p.get('sortDirection') === 'asc' ? 1 : -1;
    const sorted = [...matching].sort((a, b) =>
      sortBy === 'id' ? sign * (a.id - b.id) : sign * String(a[sortBy]).localeCompare(String(b[sortBy])),
    );
    const page = Number(p.get('page'));
    const pageSize = Number(p.get('pageSize'));
    return {
      body: {
        columns,
        rows: sorted.slice((page - 1) * pageSize, page * pageSize),
        totalRecords: matching.length,
        page,
        pageSize,
      },
    };
  };
}

const demoRows = [
  row(30, 'PBOS-24795', { routeStatusId: 1, routeStatusName: 'Sent', isRead: false }),
  row(29, 'RS-2026-10', {
    documentTypeName: 'Run Statement',
    documentTypeTemplateId: 89,
    senderCompanyName: 'Blue Creek Midstream',
    sentAt: '2026-11-02T12:00:00.000Z',
  }),
  row(28, 'PBOS-24760', { routeStatusId: 3, routeStatusName: 'Approved' }),
];

function server(rows: ResultRow[] = demoRows) {
  const api = fakeApi({
    'GET /api/documentroute/inbox': answer(rows),
    'GET /api/users/current/personalization': {
      body: {
        dateFormat: 'MM/dd/yyyy',
        numericFormat: 'en-US',
        currencyFormat: 'USD',
        itemsPerPage: '25',
        receiveEmails: 'true',
      },
    },
  });
  const inboxCalls = () =>
    api.callsTo('GET', '/api/documentroute/inbox').map((c) => Object.fromEntries(c.url.searchParams));
  return { ...api, inboxCalls, lastCall: () => inboxCalls().at(-1) };
}

const firstPage = { page: '1', pageSize: '25', sortBy: 'id', sortDirection: 'desc' };

describe('InboxPage', () => {
  it('asks the server for the first page, newest first, and shows the rows it sends', async () => {
    const api = server();
    renderWithProviders(<InboxPage />, { route: '/inbox' });
    expect(screen.getByRole('heading', { name: 'Inbox', level: 1 })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Inbox documents' });
    expect(numbers()).toEqual(['PBOS-24795', 'RS-2026-10', 'PBOS-24760']);
    expect(screen.getByText('3 documents')).toBeInTheDocument();
    expect(api.inboxCalls()).toEqual([firstPage]);
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Document Type', 'Document #', 'From', 'To', 'Status', 'Sent', 'File Name']);
    // An unread document says so to a screen reader as well as in bold.
    expect(within(table()).getByRole('link', { name: 'PBOS-24795' }).parentElement).toHaveTextContent(
      'PBOS-24795 (unread)',
    );
  });

  it('sends the typed words as `query` once typing pauses, and shows what the server found', async () => {
    const api = server();
    const { user } = renderWithProviders(<InboxPage />, { route: '/inbox' });
    await screen.findByRole('table', { name: 'Inbox documents' });

    await user.type(searchBox(), 'pbos');
    expect(await screen.findByText('2 documents match')).toBeInTheDocument();
    expect(numbers()).toEqual(['PBOS-24795', 'PBOS-24760']);
    // One call for the whole word, none for each letter.
    expect(api.inboxCalls()).toEqual([firstPage, { ...firstPage, query: 'pbos' }]);

    await user.clear(searchBox());
    await user.type(searchBox(), '  blue cr ');
    expect(await screen.findByText('1 document matches')).toBeInTheDocument();
    expect(api.lastCall()).toEqual({ ...firstPage, query: 'blue cr' });
    expect(numbers()).toEqual(['RS-2026-10']);

    await user.clear(searchBox());
    await user.type(searchBox(), 'nothing like it');
    expect(await screen.findByText('No documents match "nothing like it"')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('remembers the search text for the next visit', async () => {
    server();
    const first = renderWithProviders(<InboxPage />, { route: '/inbox' });
    await screen.findByRole('table', { name: 'Inbox documents' });
    await first.user.type(searchBox(), 'blue creek');
    expect(window.localStorage.getItem(INBOX_SEARCH_KEY)).toBe('blue creek');
    first.unmount();

    const api = server();
    renderWithProviders(<InboxPage />, { route: '/inbox' });
    expect(searchBox()).toHaveValue('blue creek');
    await screen.findByRole('table', { name: 'Inbox documents' });
    expect(numbers()).toEqual(['RS-2026-10']);
    // The remembered search is the first call, not a second one after the whole inbox.
    expect(api.inboxCalls()).toEqual([{ ...firstPage, query: 'blue creek' }]);
  });

  it('forgets the text once the box is emptied', async () => {
    window.localStorage.setItem(INBOX_SEARCH_KEY, 'pbos');
    const api = server();
    const { user } = renderWithProviders(<InboxPage />, { route: '/inbox' });
    await screen.findByRole('table', { name: 'Inbox documents' });
    expect(numbers()).toHaveLength(2);
    await user.clear(searchBox());
    expect(await screen.findByText('3 documents')).toBeInTheDocument();
    expect(numbers()).toHaveLength(3);
    expect(api.lastCall()).toEqual(firstPage);
    expect(window.localStorage.getItem(INBOX_SEARCH_KEY)).toBeNull();
  });

  it('opens a document from its row: a click anywhere on it, or Enter on its number', async () => {
    server();
    const { user } = renderWithProviders(<InboxPage />, { route: '/inbox' });
    await screen.findByRole('table', { name: 'Inbox documents' });
    await user.click(within(table()).getByText('Blue Creek Midstream'));
    expect(location()).toHaveTextContent('/documents/29');

    within(table()).getByRole('link', { name: 'PBOS-24760' }).focus();
    await user.keyboard('{Enter}');
    expect(location()).toHaveTextContent('/documents/28');
  });

  it('asks for other pages, sorts and page sizes, and a new search starts at the first page', async () => {
    const many = Array.from({ length: 30 }, (_, i) =>
      row(100 - i, `INV-${String(i + 1).padStart(2, '0')}`, { senderCompanyName: i % 2 ? 'Alpha' : 'Zulu' }),
    );
    const api = server(many);
    const { user } = renderWithProviders(<InboxPage />, { route: '/inbox' });
    await screen.findByRole('table', { name: 'Inbox documents' });
    expect(numbers()).toHaveLength(25);
    expect(screen.getByText('1–25 of 30')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(numbers()).toEqual(['INV-26', 'INV-27', 'INV-28', 'INV-29', 'INV-30']));
    expect(api.lastCall()).toEqual({ ...firstPage, page: '2' });

    await user.click(within(table()).getByRole('button', { name: 'Document #' }));
    await waitFor(() => expect(numbers()?.[0]).toBe('INV-01'));
    expect(api.lastCall()).toEqual({ ...firstPage, sortBy: 'documentNumber', sortDirection: 'asc' });
    await user.click(within(table()).getByRole('button', { name: 'Document #' }));
    await waitFor(() => expect(numbers()?.[0]).toBe('INV-30'));
    expect(api.lastCall()).toEqual({ ...firstPage, sortBy: 'documentNumber', sortDirection: 'desc' });
    expect(screen.getByRole('columnheader', { name: /Document #/ })).toHaveAttribute('aria-sort', 'descending');

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(numbers()?.[0]).toBe('INV-05'));
    await user.type(searchBox(), 'zulu');
    expect(await screen.findByText('15 documents match')).toBeInTheDocument();
    expect(api.lastCall()).toEqual({ ...firstPage, sortBy: 'documentNumber', sortDirection: 'desc', query: 'zulu' });
    expect(numbers()?.[0]).toBe('INV-29');

    await user.click(screen.getByRole('combobox', { name: 'Rows per page:' }));
    await user.click(screen.getByRole('option', { name: '50' }));
    await waitFor(() => expect(api.lastCall()).toMatchObject({ page: '1', pageSize: '50', query: 'zulu' }));
  });

  it('says when the inbox is empty', async () => {
    server([]);
    renderWithProviders(<InboxPage />, { route: '/inbox' });
    expect(await screen.findByText('There are no documents in your inbox')).toBeInTheDocument();
  });

  it('shows the server’s message when the inbox cannot be loaded', async () => {
    fakeApi({
      'GET /api/documentroute/inbox': {
        status: 500,
        body: { error: { message: 'The database is away', code: 'internal_error' } },
      },
    });
    renderWithProviders(<InboxPage />, { route: '/inbox' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is away');
  });
});
