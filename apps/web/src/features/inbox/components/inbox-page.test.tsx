import { resultRow, type DocumentListResponse, type ResultColumn, type ResultRow } from '@docvue/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { fakeApi } from '@/testing/fake-api';
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

const inbox = (rows: ResultRow[]): DocumentListResponse => ({
  columns,
  rows,
  totalRecords: rows.length,
  page: 1,
  pageSize: 100000,
});

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
  return fakeApi({
    'GET /api/documentroute/inbox': { body: inbox(rows) },
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
}

describe('InboxPage', () => {
  it('loads every received document at once and shows them newest first', async () => {
    const api = server();
    renderWithProviders(<InboxPage />, { route: '/inbox' });
    expect(screen.getByRole('heading', { name: 'Inbox', level: 1 })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Inbox documents' });
    expect(numbers()).toEqual(['PBOS-24795', 'RS-2026-10', 'PBOS-24760']);
    expect(screen.getByText('3 documents')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/documentroute/inbox')[0]?.url.searchParams.get('pageSize')).toBe('100000');
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Document Type', 'Document #', 'From', 'To', 'Status', 'Sent', 'File Name']);
    // An unread document says so to a screen reader as well as in bold.
    expect(within(table()).getByRole('link', { name: 'PBOS-24795' }).parentElement).toHaveTextContent(
      'PBOS-24795 (unread)',
    );
  });

  it('filters as the user types, on every word, over what the cells show', async () => {
    server();
    const { user } = renderWithProviders(<InboxPage />, { route: '/inbox' });
    await screen.findByRole('table', { name: 'Inbox documents' });

    await user.type(searchBox(), 'pbos');
    expect(numbers()).toEqual(['PBOS-24795', 'PBOS-24760']);
    expect(screen.getByText('2 of 3 documents match')).toBeInTheDocument();

    await user.clear(searchBox());
    await user.type(searchBox(), 'approved PERMIAN');
    expect(numbers()).toEqual(['PBOS-24760']);

    // Dates as the user reads them.
    await user.clear(searchBox());
    await user.type(searchBox(), '11/02/2026');
    expect(numbers()).toEqual(['RS-2026-10']);

    await user.clear(searchBox());
    await user.type(searchBox(), 'nothing like it');
    expect(screen.getByText('No documents match "nothing like it"')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('remembers the search text for the next visit', async () => {
    server();
    const first = renderWithProviders(<InboxPage />, { route: '/inbox' });
    await screen.findByRole('table', { name: 'Inbox documents' });
    await first.user.type(searchBox(), 'blue creek');
    expect(window.localStorage.getItem(INBOX_SEARCH_KEY)).toBe('blue creek');
    first.unmount();

    renderWithProviders(<InboxPage />, { route: '/inbox' });
    expect(searchBox()).toHaveValue('blue creek');
    await screen.findByRole('table', { name: 'Inbox documents' });
    expect(numbers()).toEqual(['RS-2026-10']);
  });

  it('forgets the text once the box is emptied', async () => {
    window.localStorage.setItem(INBOX_SEARCH_KEY, 'pbos');
    server();
    const { user } = renderWithProviders(<InboxPage />, { route: '/inbox' });
    await screen.findByRole('table', { name: 'Inbox documents' });
    expect(numbers()).toHaveLength(2);
    await user.clear(searchBox());
    expect(numbers()).toHaveLength(3);
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

  it('sorts by a column and pages through many documents', async () => {
    const many = Array.from({ length: 30 }, (_, i) =>
      row(100 - i, `INV-${String(i + 1).padStart(2, '0')}`, { senderCompanyName: i % 2 ? 'Alpha' : 'Zulu' }),
    );
    server(many);
    const { user } = renderWithProviders(<InboxPage />, { route: '/inbox' });
    await screen.findByRole('table', { name: 'Inbox documents' });
    expect(numbers()).toHaveLength(25);
    expect(screen.getByText('1–25 of 30')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(numbers()).toEqual(['INV-26', 'INV-27', 'INV-28', 'INV-29', 'INV-30']);

    await user.click(within(table()).getByRole('button', { name: 'Document #' }));
    expect(numbers()?.[0]).toBe('INV-26');
    await user.click(within(table()).getByRole('button', { name: 'Document #' }));
    expect(screen.getByRole('columnheader', { name: /Document #/ })).toHaveAttribute('aria-sort', 'descending');
    // Searching starts again from the first page.
    fireEvent.change(searchBox(), { target: { value: 'zulu' } });
    expect(screen.getByText('15 of 30 documents match')).toBeInTheDocument();
    expect(numbers()?.[0]).toBe('INV-29');
  });

  it('says when the inbox is empty', async () => {
    server([]);
    renderWithProviders(<InboxPage />, { route: '/inbox' });
    expect(await screen.findByText('There are no documents in your inbox')).toBeInTheDocument();
  });

  it('shows the server’s message when the inbox cannot be loaded', async () => {
    fakeApi({
      'GET /api/documentroute/inbox': { status: 500, body: { error: { message: 'The database is away', code: 'x' } } },
    });
    renderWithProviders(<InboxPage />, { route: '/inbox' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is away');
  });
});
