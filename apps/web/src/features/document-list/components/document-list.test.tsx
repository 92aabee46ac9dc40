import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi } from '@/testing/fake-api';
import { documentType } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { invoiceRow, listReply, personalizationReply } from '../testing/list-fixtures';
import { DocumentList } from './document-list';

const arInvoices = documentType(11, 'AR Invoices', 93);
const divisionOrders = documentType(12, 'Division Orders', 87);

const location = () => screen.getByRole('status', { name: 'Current location', hidden: true });

function renderList({
  rows = [invoiceRow(3, 1), invoiceRow(2, 4)],
  route = '/documentlist/93',
  type = arInvoices,
  canSend = true,
} = {}) {
  const server = fakeApi({
    [`GET /api/documentroute/all/${type.documentTypeTemplateId}`]: listReply(rows),
    'GET /api/users/current/personalization': personalizationReply,
  });
  const view = renderWithProviders(<DocumentList documentType={type} canSend={canSend} userId={7} />, { route });
  const lastQuery = () => server.callsTo('GET', `/api/documentroute/all/${type.documentTypeTemplateId}`).at(-1)?.url;
  return { ...view, server, lastQuery };
}

const grid = () => screen.getByRole('grid', { name: /^AR Invoices/ });
const dataRows = () => within(grid()).getAllByRole('row').slice(1);
const rowOf = async (text: string) => (await within(grid()).findByText(text)).closest<HTMLElement>('[role="row"]')!;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('DocumentList', () => {
  it('shows the columns of the result set, with values formatted by type', async () => {
    renderList({ rows: [invoiceRow(3, 1, { invoiceTotal: '-12.5', invoiceDate: '2026-11-02' })] });
    const row = await rowOf('PBS-3');
    const headers = within(grid())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    // The status first, then the result set's own order.
    expect(headers).toEqual(['Status', 'Invoice #', 'Invoice Date', 'Purchaser', 'Invoice Total', 'From', 'File Name']);
    // US dollars, and dates in the user's format (dd/MM/yyyy here).
    expect(within(row).getByText('-$12.50')).toBeInTheDocument();
    expect(within(row).getByText('02/11/2026')).toBeInTheDocument();
    expect(within(row).getByText('Red Mesa Energy Partners')).toBeInTheDocument();
  });

  it('asks for the first 25, newest first, and pages and sorts on the server', async () => {
    const rows = Array.from({ length: 30 }, (_, i) => invoiceRow(30 - i, 1));
    const { user, lastQuery } = renderList({ rows });
    await rowOf('PBS-30');
    expect(Object.fromEntries(lastQuery()!.searchParams)).toEqual({
      page: '1',
      pageSize: '25',
      sortBy: 'id',
      sortDirection: 'desc',
    });
    expect(dataRows()).toHaveLength(25);

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await rowOf('PBS-5');
    expect(lastQuery()!.searchParams.get('page')).toBe('2');

    // Sorting starts again at the first page.
    await user.click(within(grid()).getByRole('columnheader', { name: 'Invoice #' }));
    await waitFor(() => expect(lastQuery()!.searchParams.get('sortBy')).toBe('invoiceNumber'));
    expect(lastQuery()!.searchParams.get('sortDirection')).toBe('asc');
    expect(lastQuery()!.searchParams.get('page')).toBe('1');
  });

  it('offers the page sizes 25, 50, 75, 100 and all (100000)', async () => {
    const rows = Array.from({ length: 30 }, (_, i) => invoiceRow(30 - i, 1));
    const { user, lastQuery } = renderList({ rows });
    await rowOf('PBS-30');
    expect(screen.getByText('1–25 of 30')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: /Rows per page/ }));
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['25', '50', '75', '100', 'All']);
    await user.click(screen.getByRole('option', { name: 'All' }));
    await waitFor(() => expect(lastQuery()!.searchParams.get('pageSize')).toBe('100000'));
    await waitFor(() => expect(dataRows()).toHaveLength(30));
    expect(screen.getByText('1–30 of 30')).toBeInTheDocument();
  });

  it('shows unread rows in bold and says so to screen readers', async () => {
    renderList({ rows: [invoiceRow(3, 1, {}, false), invoiceRow(2, 2, {}, true)] });
    const unread = await rowOf('PBS-3');
    const read = await rowOf('PBS-2');
    expect(unread).toHaveClass('unread');
    expect(unread).toHaveStyle({ fontWeight: '700' });
    expect(read).not.toHaveClass('unread');
    expect(read).not.toHaveStyle({ fontWeight: '700' });
    expect(within(unread).getByText(', unread')).toBeInTheDocument();
    expect(within(read).queryByText(', unread')).not.toBeInTheDocument();
  });

  it.each([
    [1, 'Sent', 'SendIcon'],
    [2, 'Received', 'CheckIcon'],
    [4, 'Paid', 'AttachMoneyIcon'],
    [5, 'Rejected', 'ErrorOutlineOutlinedIcon'],
    [8, 'Pending', 'HourglassEmptyIcon'],
  ])('shows route status %i as %s with its icon', async (statusId, name, icon) => {
    renderList({ rows: [invoiceRow(3, statusId)] });
    const row = await rowOf('PBS-3');
    const status = within(row).getByText(name).closest<HTMLElement>('.MuiChip-root')!;
    expect(status).toHaveTextContent(`Status: ${name}`);
    expect(within(status).getByTestId(icon)).toBeInTheDocument();
  });

  it('filters by the status tabs, which the address keeps', async () => {
    const { user, lastQuery } = renderList({ rows: [invoiceRow(3, 1), invoiceRow(2, 5)] });
    const tabs = within(await screen.findByRole('tablist', { name: 'Route status' }))
      .getAllByRole('tab')
      .map((t) => t.textContent);
    expect(tabs).toEqual([
      'All',
      'Sent',
      'Received',
      'Approved',
      'Paid',
      'Rejected',
      'Resubmitted',
      'Pending',
      'Returned',
    ]);
    await rowOf('PBS-3');
    expect(lastQuery()!.searchParams.has('documentRouteStatusId')).toBe(false);

    await user.click(screen.getByRole('tab', { name: 'Rejected' }));
    await waitFor(() => expect(lastQuery()!.searchParams.get('documentRouteStatusId')).toBe('5'));
    expect(location()).toHaveTextContent('/documentlist/93?documentRouteStatusId=5');
    await waitFor(() => expect(dataRows()).toHaveLength(1));
    expect(screen.getByRole('tab', { name: 'Rejected' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('tab', { name: 'All' }));
    await waitFor(() => expect(dataRows()).toHaveLength(2));
    expect(lastQuery()!.searchParams.has('documentRouteStatusId')).toBe(false);
    expect(location()).toHaveTextContent(/^\/documentlist\/93$/);
  });

  it('opens on the tab the address names, as the dashboard links to it', async () => {
    const { lastQuery } = renderList({ route: '/documentlist/93?documentRouteStatusId=4' });
    expect(await screen.findByRole('tab', { name: 'Paid' })).toHaveAttribute('aria-selected', 'true');
    await rowOf('PBS-2');
    expect(lastQuery()!.searchParams.get('documentRouteStatusId')).toBe('4');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Paid');
  });

  it('has no status tabs on other lists', async () => {
    const { server } = renderList({ type: divisionOrders, route: '/documentlist/87?documentRouteStatusId=4' });
    await screen.findByRole('grid', { name: 'Division Orders' });
    await waitFor(() => expect(server.callsTo('GET', '/api/documentroute/all/87')).not.toHaveLength(0));
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(server.callsTo('GET', '/api/documentroute/all/87')[0]!.url.searchParams.has('documentRouteStatusId')).toBe(
      false,
    );
  });

  it('opens a document by a click on its row', async () => {
    const { user } = renderList();
    await user.click(await rowOf('PBS-2'));
    expect(location()).toHaveTextContent('/documents/2');
  });

  it('opens a document with Enter on its row', async () => {
    const { user } = renderList();
    const row = await rowOf('PBS-3');
    within(row).getAllByRole('gridcell')[0]!.focus();
    await user.keyboard('{Enter}');
    expect(location()).toHaveTextContent('/documents/3');
  });

  it('exports the rows shown to CSV, with formulas defused', async () => {
    // jsdom has no object URLs and does not download; the file handed to the browser is kept.
    const files = new Map<string, Blob>();
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = (blob: Blob) => {
          const url = `blob:export-${files.size}`;
          files.set(url, blob);
          return url;
        };
        static override revokeObjectURL = () => {};
      },
    );
    const saved: { name: string; blob: Blob }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, blob: files.get(this.getAttribute('href')!)! });
    });
    const { user } = renderList({
      rows: [invoiceRow(3, 5, { invoiceNumber: '=HYPERLINK("http://evil.example")', invoiceTotal: '-12' })],
      route: '/documentlist/93?documentRouteStatusId=5',
    });
    await rowOf('-$12.00');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(screen.getByRole('menuitem', { name: 'Export to CSV' }));
    expect(saved.map((f) => f.name)).toEqual(['AR Invoices - Rejected.csv']);
    const bytes = new Uint8Array(await saved[0]!.blob.arrayBuffer());
    // The byte order mark, so that Excel reads UTF-8.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect((await saved[0]!.blob.text()).split('\r\n')).toEqual([
      'Status,Invoice #,Invoice Date,Purchaser,Invoice Total,From,File Name',
      'Rejected,"\'=HYPERLINK(""http://evil.example"")",31/10/2026,Red Mesa Energy Partners,-$12.00,Permian Basin Oilfield Services,PBS-3.pdf',
      '',
    ]);
  });

  it('shows the Send button only to users who may send', async () => {
    renderList({ canSend: false });
    await rowOf('PBS-3');
    expect(screen.queryByRole('button', { name: 'Send AR Invoice' })).not.toBeInTheDocument();
  });
});
