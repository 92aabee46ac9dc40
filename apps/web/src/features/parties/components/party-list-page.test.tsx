import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi, type RecordedCall } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';
import { onNetwork, party, partyListReply } from '../testing/party-fixtures';
import { PartyListPage } from './party-list-page';

const caprock = party(1, 'Caprock Purchasing', { ...onNetwork.connected, partyTypeId: 5 });
const basin = party(2, 'Basin Well Services', { ...onNetwork.invite, number: 'BWS-77' });
const mesquite = party(3, 'Mesquite Trucking', { ...onNetwork.inviteSent, isActive: false });
const pecos = party(4, 'Pecos Valley Royalty', { ...onNetwork.connect, partyTypeId: 2 });
const llano = party(5, 'Llano Estacado Resources', { ...onNetwork.connecting, partyTypeId: 3 });
const directory = [basin, caprock, llano, mesquite, pecos];

const location = () => screen.getByRole('status', { name: 'Current location', hidden: true });
const grid = () => screen.getByRole('grid', { name: 'Parties' });
const dataRows = () => within(grid()).getAllByRole('row').slice(1);
// Drawing a page of the grid takes jsdom a while.
const rowOf = async (text: string) =>
  (await within(grid()).findByText(text, {}, { timeout: 5000 })).closest<HTMLElement>('[role="row"]')!;
/** A header, named "… Sort" while the pointer is over it. */
const header = (name: string) => within(grid()).getByRole('columnheader', { name: new RegExp(`^${name}`) });

function renderList({ parties = directory, canConnect = true, extra = {} } = {}) {
  const server = fakeApi({
    'GET /api/party/grid/search': partyListReply(parties),
    ...extra,
  });
  const view = renderWithProviders(
    <PartyListPage orgUnitTerm="Business Unit" vendorTerm="Supplier" canConnect={canConnect} />,
    {
      route: '/admin/parties',
    },
  );
  const lastQuery = () => server.callsTo('GET', '/api/party/grid/search').at(-1)!.url.searchParams;
  return { ...view, server, lastQuery };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Party list', () => {
  it('asks for the first 50 by name ascending and shows the columns', async () => {
    const { lastQuery } = renderList();
    const row = await rowOf('Basin Well Services');
    expect(Object.fromEntries(lastQuery())).toEqual({
      page: '1',
      itemsPerPage: '50',
      orderBy: 'name',
      orderByDirection: 'asc',
    });
    const headers = within(grid())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers.slice(1)).toEqual([
      'Status',
      'Type',
      'Name',
      'Number',
      'Phone',
      'Business Unit',
      'Effective From Date',
      'Effective Thru Date',
      'Active',
      'Actions',
    ]);
    expect(within(row).getByRole('img', { name: 'Invite' })).toBeInTheDocument();
    expect(within(row).getByText('Vendor')).toBeInTheDocument();
    expect(within(row).getByText('BWS-77')).toBeInTheDocument();
    expect(within(row).getByText('432-555-0100')).toBeInTheDocument();
    expect(within(row).getByText('Permian Basin')).toBeInTheDocument();
    expect(within(row).getByText('01/01/2026')).toBeInTheDocument();
    expect(within(row).getByText('Yes')).toBeInTheDocument();
    expect(within(await rowOf('Mesquite Trucking')).getByText('No')).toBeInTheDocument();
  });

  it('names every connection status for screen readers', async () => {
    renderList();
    const statusOf = async (name: string) =>
      within(await rowOf(name))
        .getByRole('img')
        .getAttribute('aria-label');
    expect(await statusOf('Caprock Purchasing')).toBe('Connected');
    expect(await statusOf('Pecos Valley Royalty')).toBe('Connect');
    expect(await statusOf('Basin Well Services')).toBe('Invite');
    expect(await statusOf('Mesquite Trucking')).toBe('Invite Sent');
    expect(await statusOf('Llano Estacado Resources')).toBe('Waiting for other party to accept');
  });

  it('searches 200 ms after typing and marks the matches in every shown column it searches', async () => {
    const { user, server, lastQuery } = renderList();
    await rowOf('Caprock Purchasing');
    const before = server.callsTo('GET', '/api/party/grid/search').length;
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'basin');
    await waitFor(() => expect(dataRows()).toHaveLength(1), { timeout: 5000 });
    // One call for the words typed, not one a letter.
    expect(server.callsTo('GET', '/api/party/grid/search')).toHaveLength(before + 1);
    expect(lastQuery().get('query')).toBe('basin');
    const marks = within(grid()).getAllByText((_t, el) => el?.tagName === 'MARK');
    expect(marks.map((m) => m.textContent)).toEqual(['Basin']);

    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'bws');
    await waitFor(() => expect(lastQuery().get('query')).toBe('bws'));
    expect(within(grid()).getAllByText((_t, el) => el?.tagName === 'MARK')[0]).toHaveTextContent('BWS');

    // The phone is searched too, and marked in every row it matched.
    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), '555-01');
    await waitFor(() => expect(lastQuery().get('query')).toBe('555-01'));
    const marked = () => within(grid()).queryAllByText((_t, el) => el?.tagName === 'MARK');
    await waitFor(() => expect(marked()).toHaveLength(directory.length), { timeout: 5000 });
    const phoneMarks = marked();
    expect(phoneMarks.map((m) => m.textContent)).toEqual(directory.map(() => '555-01'));
    expect(phoneMarks[0]!.closest('[role="gridcell"]')).toHaveTextContent(/^432-555-0100$/);
  });

  it('filters by party type (Vendor in the company’s word) and connection status, offering the spec’s choices', async () => {
    const { user, lastQuery } = renderList();
    await rowOf('Caprock Purchasing');

    await user.click(screen.getByRole('combobox', { name: 'Party Type' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      '- All Party Types -',
      'Supplier',
      'Owner',
      'Operator',
      'Bank',
      'Purchaser',
    ]);
    await user.click(screen.getByRole('option', { name: 'Owner' }));
    await waitFor(() => expect(lastQuery().get('partyTypeId')).toBe('2'));
    await waitFor(() => expect(dataRows()).toHaveLength(1));

    await user.click(screen.getByRole('combobox', { name: 'Connection Status' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      '- All Connection Statuses -',
      'Connected',
      'Connect',
      'Invite',
      'Invite Sent',
      'Waiting for other party to accept',
    ]);
    await user.click(screen.getByRole('option', { name: 'Waiting for other party to accept' }));
    await waitFor(() => expect(lastQuery().get('partyStatus')).toBe('5'));
    expect(lastQuery().get('partyTypeId')).toBe('2');
  });

  // Fifty rows of the grid take a while to draw in jsdom.
  const many = Array.from({ length: 60 }, (_, i) =>
    party(100 + i, `Party ${String(i).padStart(2, '0')}`, { ...onNetwork.invite, partyTypeId: 1 }),
  );

  it('pages and sorts on the server; another sort starts at the first page', { timeout: 60_000 }, async () => {
    const { user, lastQuery } = renderList({ parties: many });
    await rowOf('Party 00');
    expect(dataRows()).toHaveLength(50);
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await rowOf('Party 55');
    expect(lastQuery().get('page')).toBe('2');
    await user.click(header('Number'));
    await waitFor(() => expect(lastQuery().get('orderBy')).toBe('number'));
    expect(lastQuery().get('page')).toBe('1');
    await user.click(header('Number'));
    await waitFor(() => expect(lastQuery().get('orderByDirection')).toBe('desc'));
  });

  it('remembers filters, sort and paging for the next visit', { timeout: 60_000 }, async () => {
    const first = renderList({ parties: many });
    await rowOf('Party 00');
    await first.user.click(header('Number'));
    await waitFor(() => expect(first.lastQuery().get('orderBy')).toBe('number'));
    await first.user.click(screen.getByRole('combobox', { name: 'Party Type' }));
    await first.user.click(screen.getByRole('option', { name: 'Supplier' }));
    await first.user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Party');
    await waitFor(() => expect(first.lastQuery().get('query')).toBe('Party'));
    await first.user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(first.lastQuery().get('page')).toBe('2'));
    first.unmount();

    const again = renderList({ parties: many });
    // The names are marked where they match the search; the numbers are not.
    await rowOf('V-155');
    expect(screen.getByText('51–60 of 60')).toBeInTheDocument();
    expect(Object.fromEntries(again.lastQuery())).toEqual({
      page: '2',
      itemsPerPage: '50',
      orderBy: 'number',
      orderByDirection: 'asc',
      query: 'Party',
      partyTypeId: '1',
    });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('Party');
    expect(screen.getByRole('combobox', { name: 'Party Type' })).toHaveTextContent('Supplier');
    // The remembered search is asked for at once, not after the typing delay.
    expect(again.server.callsTo('GET', '/api/party/grid/search')).toHaveLength(1);
  });

  it('opens a party by a click on its row, or with Enter', async () => {
    const { user } = renderList();
    await user.click(within(await rowOf('Pecos Valley Royalty')).getByText('Owner'));
    expect(location()).toHaveTextContent('/admin/party/4');

    const row = await rowOf('Caprock Purchasing');
    within(row).getByText('Purchaser').closest<HTMLElement>('[role="gridcell"]')!.focus();
    await user.keyboard('{Enter}');
    expect(location()).toHaveTextContent('/admin/party/1');
  });

  it('lets only parties that are not on the network be chosen, and counts them', async () => {
    const { user } = renderList();
    const checkboxOf = async (name: string) => within(await rowOf(name)).getByRole('checkbox');
    expect(await checkboxOf('Caprock Purchasing')).toBeDisabled();
    expect(await checkboxOf('Pecos Valley Royalty')).toBeDisabled();
    expect(await checkboxOf('Llano Estacado Resources')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Invite parties (0)' })).toBeDisabled();

    await user.click(await checkboxOf('Basin Well Services'));
    await user.click(await checkboxOf('Mesquite Trucking'));
    expect(screen.getByRole('button', { name: 'Invite parties (2)' })).toBeEnabled();
    // Choosing is not opening.
    expect(location()).toHaveTextContent(/^\/admin\/parties$/);
  });

  it('invites the chosen parties at the addresses given, each checked first', async () => {
    const invited: { id: string; body: unknown }[] = [];
    const invite = (call: RecordedCall) => {
      const id = call.path.split('/')[3]!;
      invited.push({ id, body: call.body });
      const p = directory.find((x) => String(x.id) === id)!;
      return { body: party(p.id, p.name, { ...onNetwork.inviteSent }) };
    };
    const { user } = renderList({
      extra: { 'PUT /api/party/2/invite': invite, 'PUT /api/party/3/invite': invite },
    });
    await user.click(within(await rowOf('Basin Well Services')).getByRole('checkbox'));
    await user.click(within(await rowOf('Mesquite Trucking')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Invite parties (2)' }));

    const dialog = screen.getByRole('dialog', { name: 'Invite parties' });
    const basinEmail = within(dialog).getByRole('textbox', { name: /Email for Basin Well Services/ });
    expect(basinEmail).toHaveValue('ap@basin.example');
    const invite_ = within(dialog).getByRole('button', { name: 'Invite' });
    expect(invite_).toBeEnabled();

    await user.clear(basinEmail);
    await user.tab();
    expect(within(dialog).getByText('Required')).toBeInTheDocument();
    expect(invite_).toBeDisabled();
    await user.type(basinEmail, 'payables@basin');
    expect(within(dialog).getByText('Must be a valid e-mail')).toBeInTheDocument();
    expect(invite_).toBeDisabled();
    await user.type(basinEmail, '.example');
    expect(within(dialog).queryByText('Must be a valid e-mail')).not.toBeInTheDocument();
    expect(basinEmail).toHaveAttribute('maxlength', '255');

    await user.click(invite_);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Invite parties' })).not.toBeInTheDocument());
    expect(invited.sort((a, b) => a.id.localeCompare(b.id))).toEqual([
      { id: '2', body: { email: 'payables@basin.example' } },
      { id: '3', body: { email: 'ap@mesquite.example' } },
    ]);
    expect(await screen.findByText('2 parties invited')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invite parties (0)' })).toBeDisabled();
  });

  it('keeps a party the server refused in the dialog, with its message', async () => {
    const { user } = renderList({
      extra: {
        'PUT /api/party/2/invite': { body: party(2, 'Basin Well Services', { ...onNetwork.inviteSent }) },
        'PUT /api/party/3/invite': {
          status: 409,
          body: { error: { message: 'An invitation is already pending for this party', code: 'conflict' } },
        },
      },
    });
    await user.click(within(await rowOf('Basin Well Services')).getByRole('checkbox'));
    await user.click(within(await rowOf('Mesquite Trucking')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Invite parties (2)' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite parties' });
    await user.click(within(dialog).getByRole('button', { name: 'Invite' }));

    expect(await within(dialog).findByText('An invitation is already pending for this party')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('textbox')).toHaveLength(1);
    expect(within(dialog).getByRole('textbox', { name: /Email for Mesquite Trucking/ })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    // The party invited is no longer chosen; the one refused still is.
    expect(await screen.findByRole('button', { name: 'Invite parties (1)' })).toBeInTheDocument();
  });

  it('hides Invite parties, the check boxes and the connection actions from users who may not invite', async () => {
    const { user } = renderList({ canConnect: false });
    const row = await rowOf('Basin Well Services');
    expect(screen.queryByRole('button', { name: /Invite parties/ })).not.toBeInTheDocument();
    expect(within(row).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Edit Basin Well Services' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'More actions' })).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Edit Basin Well Services' }));
    expect(location()).toHaveTextContent('/admin/party/2');
  });

  it('invites a party from its row, showing Invite Sent at once', async () => {
    const { user, server } = renderList({
      extra: { 'PUT /api/party/2/invite': { body: party(2, 'Basin Well Services', onNetwork.inviteSent) } },
    });
    const row = await rowOf('Basin Well Services');
    await user.click(within(row).getByRole('button', { name: 'More actions' }));
    await user.click(screen.getByRole('menuitem', { name: 'Invite' }));
    expect(within(await rowOf('Basin Well Services')).getByRole('img', { name: 'Invite Sent' })).toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('PUT', '/api/party/2/invite')).toHaveLength(1));
  });

  it('connects a party from its row once the user agrees that due diligence was done', async () => {
    const { user, server } = renderList({
      extra: { 'PUT /api/party/4/connect': { body: party(4, 'Pecos Valley Royalty', onNetwork.connecting) } },
    });
    await user.click(within(await rowOf('Pecos Valley Royalty')).getByRole('button', { name: 'More actions' }));
    await user.click(screen.getByRole('menuitem', { name: 'Connect' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Due Diligence' })).getByRole('button', { name: 'Continue' }),
    );
    await waitFor(() => expect(server.callsTo('PUT', '/api/party/4/connect')).toHaveLength(1));
    // Once the question has gone, the list can be read again.
    await waitFor(() => expect(screen.getByRole('grid', { name: 'Parties' })).toBeInTheDocument());
    expect(
      within(await rowOf('Pecos Valley Royalty')).getByRole('img', { name: 'Waiting for other party to accept' }),
    ).toBeInTheDocument();
  });

  it('shows who the party is and its status on a phone', async () => {
    vi.stubGlobal('matchMedia', (media: string) => ({
      matches: media.includes('max-width'),
      media,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }));
    renderList();
    await rowOf('Basin Well Services');
    const headers = within(grid())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers.slice(1)).toEqual(['Status', 'Name', 'Number', 'Actions']);
  });

  it('offers Create Manually (of the chosen type) and Import from Excel under New Party', async () => {
    const { user } = renderList();
    await rowOf('Basin Well Services');
    await user.click(screen.getByRole('combobox', { name: 'Party Type' }));
    await user.click(screen.getByRole('option', { name: 'Bank' }));
    await user.click(screen.getByRole('button', { name: 'New Party' }));
    expect(screen.getAllByRole('menuitem').map((m) => m.textContent)).toEqual(['Create Manually', 'Import from Excel']);
    await user.click(screen.getByRole('menuitem', { name: 'Create Manually' }));
    expect(location()).toHaveTextContent('/admin/party/create?partyTypeId=4');
  });

  it('goes to the import page from New Party', async () => {
    const { user } = renderList();
    await rowOf('Basin Well Services');
    await user.click(screen.getByRole('button', { name: 'New Party' }));
    await user.click(screen.getByRole('menuitem', { name: 'Import from Excel' }));
    expect(location()).toHaveTextContent('/admin/parties/import');
  });
});
