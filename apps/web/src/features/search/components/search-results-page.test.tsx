import { searchResultRow, type SearchResponse, type SearchResultRow } from '@docvue/contracts';
import { screen, within } from '@testing-library/react';
import { fakeApi, type RecordedCall } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';
import { SearchResultsPage } from './search-results-page';

const location = () => screen.getByRole('status', { name: 'Current location' });

// Through the contract: the row type's index signature cannot be written as a literal.
const row = (id: number, number: string, extra: Record<string, unknown> = {}): SearchResultRow =>
  searchResultRow.parse({
    id,
    routeStatusId: 5,
    isRead: true,
    side: 'receiver',
    documentTypeTemplateId: 93,
    documentTypeName: 'AR Invoice',
    documentNumber: number,
    senderCompanyName: 'Permian Basin Oilfield Services LLC',
    receiverName: 'Red Mesa Energy Partners',
    routeStatusName: 'Rejected',
    sentAt: '2026-10-31T15:00:00.000Z',
    fileName: `${number}.pdf`,
    highlights: [
      {
        key: 'invoiceNumber',
        name: 'Invoice #',
        segments: [
          { text: 'PBOS', match: true },
          { text: `-${number.slice(5)}`, match: false },
        ],
      },
    ],
    ...extra,
  });

const response = (rows: SearchResultRow[], totalRecords = rows.length, extra: Partial<SearchResponse> = {}) =>
  ({ columns: [], rows, totalRecords, totalIsCapped: false, page: 1, pageSize: 25, ...extra }) satisfies SearchResponse;

/** Answers every search with a page of `total` numbered invoices. */
function searchServer(total: number) {
  return fakeApi({
    'POST /api/search': (call: RecordedCall) => {
      const { page, pageSize } = call.body as { page: number; pageSize: number };
      const first = (page - 1) * pageSize;
      const rows = Array.from({ length: Math.max(0, Math.min(pageSize, total - first)) }, (_, i) =>
        row(1000 + first + i, `PBOS-${20000 + first + i}`),
      );
      return { body: response(rows, total, { page, pageSize }) };
    },
  });
}

const bodies = (server: ReturnType<typeof fakeApi>) => server.callsTo('POST', '/api/search').map((c) => c.body);

describe('SearchResultsPage', () => {
  it('searches for the text of the address and marks the matching words', async () => {
    const server = fakeApi({
      'POST /api/search': {
        body: response([
          row(42, 'PBOS-24742', {
            highlights: [
              {
                key: 'invoiceNumber',
                name: 'Invoice #',
                segments: [
                  { text: 'PBOS', match: true },
                  { text: '-24742', match: false },
                ],
              },
              {
                key: 'ocrText',
                name: 'Document text',
                segments: [
                  { text: '… hot oil unit for ', match: false },
                  { text: 'PBOS', match: true },
                  { text: ' <b>field</b> …', match: false },
                ],
              },
            ],
          }),
        ]),
      },
    });
    renderWithProviders(<SearchResultsPage />, { route: '/search?q=pbos' });

    expect(await screen.findByRole('heading', { name: 'Search results', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('1 document matches "pbos"')).toBeInTheDocument();
    expect(bodies(server)).toEqual([{ querySearchTerm: 'pbos', page: 1, pageSize: 25 }]);

    const [result] = within(screen.getByRole('list', { name: 'Search results' })).getAllByRole('listitem');
    const item = within(result!);
    expect(item.getByRole('link', { name: 'PBOS-24742' })).toHaveAttribute('href', '/documents/42');
    expect(item.getByText('Rejected')).toBeInTheDocument();
    expect(
      item.getByText(/AR Invoice · From Permian Basin Oilfield Services LLC · To Red Mesa Energy Partners/),
    ).toBeInTheDocument();
    expect(item.getByText('Invoice #')).toBeInTheDocument();
    expect(item.getByText('Document text')).toBeInTheDocument();
    expect([...result!.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['PBOS', 'PBOS']);
    // Text of a document is text: markup in it is shown, never applied.
    expect(result!.querySelector('b')).toBeNull();
    expect(item.getByText(/<b>field<\/b>/)).toBeInTheDocument();
  });

  it('opens a result’s document', async () => {
    searchServer(3);
    const { user } = renderWithProviders(<SearchResultsPage />, { route: '/search?q=pbos' });
    await user.click(await screen.findByRole('link', { name: 'PBOS-20001' }));
    expect(location()).toHaveTextContent('/documents/1001');
  });

  it('pages through the results and changes the page size (25, 50, 75, 100, 500)', async () => {
    const server = searchServer(120);
    const { user } = renderWithProviders(<SearchResultsPage />, { route: '/search?q=pbos' });
    expect(await screen.findByText('120 documents match "pbos"')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^PBOS-/ })).toHaveLength(25);
    expect(screen.getByText('1–25 of 120')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(location()).toHaveTextContent('/search?q=pbos&page=2');
    expect(await screen.findByRole('link', { name: 'PBOS-20025' })).toBeInTheDocument();
    expect(screen.getByText('26–50 of 120')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Results per page:' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['25', '50', '75', '100', '500']);
    await user.click(screen.getByRole('option', { name: '100' }));
    expect(location()).toHaveTextContent('/search?q=pbos&pageSize=100');
    expect(await screen.findByText('1–100 of 120')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^PBOS-/ })).toHaveLength(100);
    expect(bodies(server)).toEqual([
      { querySearchTerm: 'pbos', page: 1, pageSize: 25 },
      { querySearchTerm: 'pbos', page: 2, pageSize: 25 },
      { querySearchTerm: 'pbos', page: 1, pageSize: 100 },
    ]);
  });

  it('opens on the page of the address', async () => {
    const server = searchServer(120);
    renderWithProviders(<SearchResultsPage />, { route: '/search?q=pbos&page=2&pageSize=50' });
    expect(await screen.findByText('51–100 of 120')).toBeInTheDocument();
    expect(bodies(server)).toEqual([{ querySearchTerm: 'pbos', page: 2, pageSize: 50 }]);
  });

  it('says when nothing matches', async () => {
    searchServer(0);
    renderWithProviders(<SearchResultsPage />, { route: '/search?q=zzz' });
    expect(await screen.findByText('No documents match "zzz"')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Go to next page' })).not.toBeInTheDocument();
  });

  it('says when more documents match than were ranked', async () => {
    fakeApi({ 'POST /api/search': { body: response([row(1, 'PBOS-1')], 1000, { totalIsCapped: true }) } });
    renderWithProviders(<SearchResultsPage />, { route: '/search?q=pbos' });
    expect(await screen.findByText(/More than 1000 documents match/)).toBeInTheDocument();
  });

  it('asks for a text when there is none, without calling the server', async () => {
    const server = searchServer(3);
    renderWithProviders(<SearchResultsPage />, { route: '/search?q=%20' });
    expect(await screen.findByText('Type something to search for')).toBeInTheDocument();
    expect(bodies(server)).toEqual([]);
  });

  it('shows the server’s message when the search fails', async () => {
    fakeApi({
      'POST /api/search': {
        status: 400,
        body: { error: { message: 'querySearchTerm is too long', code: 'validation_failed' } },
      },
    });
    renderWithProviders(<SearchResultsPage />, { route: '/search?q=pbos' });
    expect(await screen.findByRole('alert')).toHaveTextContent('querySearchTerm is too long');
  });
});
