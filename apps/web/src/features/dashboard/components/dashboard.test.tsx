import type { OwnerDocDailyCount, StatusCount } from '@docvue/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi } from '@/testing/fake-api';
import { personalizationReply } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { Dashboard } from './dashboard';

/** jsdom lays nothing out: the charts get a box of a phone's width to draw in. */
class SizedResizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(target: Element) {
    const entry = { target, contentRect: { width: 343, height: 240 } } as unknown as ResizeObserverEntry;
    this.callback([entry], this as unknown as ResizeObserver);
  }
  unobserve() {}
  disconnect() {}
}
beforeEach(() => vi.stubGlobal('ResizeObserver', SizedResizeObserver));

const location = () => screen.getByRole('status', { name: 'Current location' });
const panel = (title: string) => screen.findByRole('region', { name: title });
const panelTitles = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

const statusNames = ['Sent', 'Received', 'Approved', 'Paid', 'Rejected', 'Resubmitted'];
const paymentStatus = (counts: number[]): StatusCount[] =>
  counts.map((count, i) => ({ count, status: { id: i + 1, name: statusNames[i]! } }));

const days = (values: Partial<OwnerDocDailyCount>[]): OwnerDocDailyCount[] =>
  values.map((v, i) => ({
    day: `2026-11-0${i + 1}`,
    divisionOrderCount: 0,
    _1099Count: 0,
    runStatementCount: 0,
    ownerStatementCount: 0,
    ...v,
  }));

const rejectedInvoice = (id: number, number: string, purchaser: string) => ({
  id,
  documentTypeTemplateId: 93,
  routeStatusId: 5,
  documentNumber: number,
  docInvoiceNumber: number,
  docPurchaserName: purchaser,
  receiverName: purchaser,
  sentAt: '2026-10-20T12:00:00.000Z',
});

const unsignedOrder = (id: number, number: string, sender: string) => ({
  id,
  routeStatusId: 2,
  docDivisionOrderNumber: number,
  docOwner: 'Cimarron Royalty Trust',
  senderCompanyName: sender,
  sentAt: '2026-10-20T12:00:00.000Z',
});

const partyTypeNames: Record<number, string> = { 1: 'Vendor', 2: 'Owner', 3: 'Operator', 4: 'Bank', 5: 'Purchaser' };

function server(partyTypes: number[], extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /api/party/partyTypesByCompanyId/2': { body: partyTypes.map((id) => ({ id, name: partyTypeNames[id] })) },
    'GET /api/documentroute/stats': {
      body: {
        documentsByMonth: [
          { month: '2026-09', count: 2 },
          { month: '2026-10', count: 0 },
          { month: '2026-11', count: 7 },
        ],
        documentsByDocType: [],
        statusCounts: [],
      },
    },
    // Sent by the company, or (side=received) received by it.
    'GET /api/documentstatus/counts': ({ url }) => ({
      body: paymentStatus(url.searchParams.get('side') === 'received' ? [2, 5, 1, 6, 0, 1] : [3, 1, 2, 4, 1, 0]),
    }),
    'GET /api/documentstatus': {
      body: { items: [rejectedInvoice(61, 'PBOS-24742', 'Blue Creek Midstream')], totalRecords: 1, pageSize: 10 },
    },
    'GET /api/documentroute/notReturnedDOs': {
      body: { items: [unsignedOrder(71, 'DO-RM-1042', 'Red Mesa Energy Partners')], totalRecords: 1, pageSize: 10 },
    },
    'GET /api/documentroute/ownerDocSentCounts': { body: days([{ divisionOrderCount: 1 }, {}]) },
    'GET /api/owner/paymentHolds': { body: { items: [] } },
    'GET /api/documentroute/ownerDocReceivedCounts': {
      body: days([
        { divisionOrderCount: 2, runStatementCount: 1 },
        { _1099Count: 3, ownerStatementCount: 4 },
      ]),
    },
    ...extra,
  });
}

const renderDashboard = (isAdministrator = false) =>
  renderWithProviders(
    <Dashboard
      companyId={2}
      isAdministrator={isAdministrator}
      abilities={{ administer: isAdministrator, workWithDocuments: true, signDocuments: true }}
    />,
  );

/** The figures a screen reader gets from a chart's table, by row: [label, ...values]. */
const figures = (region: HTMLElement) =>
  within(within(region).getByRole('table'))
    .getAllByRole('row')
    .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));

describe('Dashboard', () => {
  it('shows a vendor its AR invoices: sent by month, payment status and the rejected ones', async () => {
    const api = server([1]);
    renderDashboard();
    expect(screen.getByRole('heading', { name: 'Home', level: 1 })).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'AR Invoices Sent' });
    expect(panelTitles()).toEqual(['AR Invoices Sent', 'Payment Status', 'Rejected AR Invoices']);

    const sent = await panel('AR Invoices Sent');
    await within(sent).findByRole('table');
    expect(within(sent).getByRole('figure', { name: 'AR Invoices Sent' })).toBeInTheDocument();
    expect(within(sent).getByRole('table', { name: 'AR invoices sent by month' })).toBeInTheDocument();
    expect(figures(sent)).toEqual([
      ['Month', 'AR invoices sent'],
      ['September 2026', '2'],
      ['October 2026', '0'],
      ['November 2026', '7'],
    ]);
    expect(api.callsTo('GET', '/api/documentroute/stats')[0]?.url.searchParams.get('documentTypeId')).toBe('93');

    const rejected = await within(await panel('Rejected AR Invoices')).findByRole('table', {
      name: 'Rejected AR Invoices',
    });
    expect(
      within(rejected)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Invoice #', 'Purchaser']);
    expect(within(rejected).getByRole('link', { name: 'PBOS-24742' })).toHaveAttribute('href', '/documents/61');
    expect(within(rejected).getByText('Blue Creek Midstream')).toBeInTheDocument();
    const [call] = api.callsTo('GET', '/api/documentstatus');
    expect(Object.fromEntries(call!.url.searchParams)).toEqual({ documentTypeId: '93', documentRouteStatusId: '5' });

    // Nothing of the other party types is asked for.
    expect(api.callsTo('GET', '/api/documentroute/notReturnedDOs')).toHaveLength(0);
    expect(api.callsTo('GET', '/api/documentroute/ownerDocReceivedCounts')).toHaveLength(0);
  });

  it('names each Payment Status bar with its figures; a click opens the AR invoices in that status', async () => {
    server([1]);
    const { user } = renderDashboard();
    const chart = await screen.findByRole('group', { name: 'Payment Status' });
    const bars = await within(chart).findAllByRole('link');
    expect(bars.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Sent: 3 invoices',
      'Received: 1 invoice',
      'Approved: 2 invoices',
      'Paid: 4 invoices',
      'Rejected: 1 invoice',
      'Resubmitted: 0 invoices',
    ]);
    await user.click(within(chart).getByRole('link', { name: 'Rejected: 1 invoice' }));
    expect(location()).toHaveTextContent('/documentlist/93?documentRouteStatusId=5');
  });

  it('opens a Payment Status bar from the keyboard, even one without invoices', async () => {
    server([1]);
    const { user } = renderDashboard();
    const chart = await screen.findByRole('group', { name: 'Payment Status' });
    await within(chart).findAllByRole('link');
    // Tab from the last link before the chart reaches the bars in order.
    within(chart).getByRole('link', { name: 'Sent: 3 invoices' }).focus();
    await user.tab();
    expect(within(chart).getByRole('link', { name: 'Received: 1 invoice' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(location()).toHaveTextContent('/documentlist/93?documentRouteStatusId=2');

    within(chart).getByRole('link', { name: 'Resubmitted: 0 invoices' }).focus();
    await user.keyboard('{Enter}');
    expect(location()).toHaveTextContent('/documentlist/93?documentRouteStatusId=6');
  });

  it('opens a rejected invoice from its row', async () => {
    server([1]);
    const { user } = renderDashboard();
    const rejected = await screen.findByRole('table', { name: 'Rejected AR Invoices' });
    await user.click(within(rejected).getByText('Blue Creek Midstream'));
    expect(location()).toHaveTextContent('/documents/61');
  });

  it('tells a vendor without rejected invoices so', async () => {
    server([1], { 'GET /api/documentstatus': { body: { items: [], totalRecords: 0, pageSize: 10 } } });
    renderDashboard();
    expect(
      await within(await panel('Rejected AR Invoices')).findByText('You have no rejected invoices'),
    ).toBeInTheDocument();
  });

  it('links to all rejected invoices when there are more than it shows', async () => {
    const items = Array.from({ length: 10 }, (_, i) => rejectedInvoice(80 + i, `PBOS-${i}`, 'Red Mesa'));
    server([1], { 'GET /api/documentstatus': { body: { items, totalRecords: 14, pageSize: 10 } } });
    renderDashboard();
    expect(
      await within(await panel('Rejected AR Invoices')).findByRole('link', { name: 'View all 14' }),
    ).toHaveAttribute('href', '/documentlist/93?documentRouteStatusId=5');
  });

  it('shows an owner the division orders sent, the documents received per day and the unsigned orders', async () => {
    const api = server([2], personalizationReply('dd/MM/yyyy'));
    const { user } = renderDashboard();
    await screen.findByRole('heading', { name: 'Division Orders Sent' });
    expect(panelTitles()).toEqual([
      'Division Orders Sent',
      'Owner Documents Received',
      'Unsigned Division Orders',
      'Why Payments Are Held',
    ]);

    const received = await panel('Owner Documents Received');
    await within(received).findByRole('table');
    // The days in the user's date format (once the preferences are read).
    await waitFor(() =>
      expect(figures(received)).toEqual([
        ['Day', 'Division orders', '1099s', 'Run statements', 'Owner statements'],
        ['01/11/2026', '2', '0', '1', '0'],
        ['02/11/2026', '0', '3', '0', '4'],
      ]),
    );
    const sent = await panel('Division Orders Sent');
    await within(sent).findByRole('table');
    expect(figures(sent)[0]).toEqual(['Day', 'Division orders']);
    expect(api.callsTo('GET', '/api/documentroute/ownerDocSentCounts')).toHaveLength(1);

    const unsigned = await screen.findByRole('table', { name: 'Unsigned Division Orders' });
    expect(
      within(unsigned)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Division Order #', 'Purchaser']);
    expect(within(unsigned).getByText('Red Mesa Energy Partners')).toBeInTheDocument();
    within(unsigned).getByRole('link', { name: 'DO-RM-1042' }).focus();
    await user.keyboard('{Enter}');
    expect(location()).toHaveTextContent('/documents/71');
    expect(api.callsTo('GET', '/api/documentstatus/counts')).toHaveLength(0);
  });

  it('shows no Division Orders Sent to an owner that returned none lately (a signer receives and signs orders)', async () => {
    server([2], { 'GET /api/documentroute/ownerDocSentCounts': { body: days([{}, {}]) } });
    renderDashboard();
    await screen.findByRole('heading', { name: 'Unsigned Division Orders' });
    await within(await panel('Owner Documents Received')).findByRole('table');
    expect(panelTitles()).toEqual(['Owner Documents Received', 'Unsigned Division Orders', 'Why Payments Are Held']);
  });

  it('shows a purchaser the AR invoices it received, by status; a bar opens those invoices', async () => {
    const api = server([5]);
    const { user } = renderDashboard();
    const chart = await screen.findByRole('group', { name: 'AR Invoices Received' });
    expect(panelTitles()).toEqual(['AR Invoices Received']);
    const bars = await within(chart).findAllByRole('link');
    expect(bars.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Sent: 2 invoices',
      'Received: 5 invoices',
      'Approved: 1 invoice',
      'Paid: 6 invoices',
      'Rejected: 0 invoices',
      'Resubmitted: 1 invoice',
    ]);
    expect(api.callsTo('GET', '/api/documentstatus/counts')[0]?.url.searchParams.get('side')).toBe('received');
    expect(screen.queryByText(/The documents your company receives are in the Inbox/)).not.toBeInTheDocument();
    await user.click(within(chart).getByRole('link', { name: 'Approved: 1 invoice' }));
    expect(location()).toHaveTextContent('/documentlist/93?documentRouteStatusId=3');
  });

  it('tells an owner without unsigned division orders so', async () => {
    server([2], { 'GET /api/documentroute/notReturnedDOs': { body: { items: [], totalRecords: 0, pageSize: 10 } } });
    renderDashboard();
    expect(
      await within(await panel('Unsigned Division Orders')).findByText('You have no unsigned division orders'),
    ).toBeInTheDocument();
  });

  it('shows an operator the run statements and 1099s it received', async () => {
    server([3], personalizationReply('yyyy-MM-dd'));
    renderDashboard();
    await screen.findByRole('heading', { name: 'Operator Documents Received' });
    expect(panelTitles()).toEqual(['Operator Documents Received']);
    const received = await panel('Operator Documents Received');
    await within(received).findByRole('table');
    await waitFor(() =>
      expect(figures(received)).toEqual([
        ['Day', 'Run statements', '1099s'],
        ['2026-11-01', '1', '0'],
        ['2026-11-02', '0', '3'],
      ]),
    );
  });

  it('shows the panels of every party type the company acts as, in the order of the spec', async () => {
    server([5, 3, 1]);
    renderDashboard();
    await screen.findByRole('heading', { name: 'AR Invoices Received' });
    await screen.findByRole('heading', { name: 'Operator Documents Received' });
    expect(panelTitles()).toEqual([
      'AR Invoices Sent',
      'Payment Status',
      'Rejected AR Invoices',
      'Operator Documents Received',
      'AR Invoices Received',
    ]);
  });

  it('welcomes a company without party types and points to Parties', async () => {
    const api = server([]);
    renderDashboard(true);
    expect(await screen.findByRole('heading', { name: 'Welcome to DocVue Exchange' })).toBeInTheDocument();
    expect(screen.getByText(/review your third-party connections under/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Parties' })).toHaveAttribute('href', '/admin/parties');
    expect(api.callsTo('GET', '/api/documentroute/stats')).toHaveLength(0);
  });

  it('names Parties without a link for a user who cannot open administration', async () => {
    server([]);
    renderDashboard(false);
    expect(await screen.findByText('Please review your third-party connections under Parties.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Parties' })).not.toBeInTheDocument();
  });

  it('leads a company whose party types have no panels (a bank) to its documents', async () => {
    server([4]);
    renderDashboard();
    expect(await screen.findByText(/The documents your company receives are in the Inbox/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inbox' })).toHaveAttribute('href', '/inbox');
  });

  it('says in the panel when its figures cannot be loaded', async () => {
    server([1], {
      'GET /api/documentstatus/counts': {
        status: 500,
        body: { error: { message: 'Counts are away', code: 'internal_error' } },
      },
    });
    renderDashboard();
    expect(await within(await panel('Payment Status')).findByRole('alert')).toHaveTextContent('Counts are away');
    expect(await within(await panel('AR Invoices Sent')).findByRole('table')).toBeInTheDocument();
  });
});
