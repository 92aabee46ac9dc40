import { screen, waitFor, within } from '@testing-library/react';
import { getSelectedCompanyId, setSelectedCompanyId } from '@/lib/company-storage';
import { divisionOrder } from '@/testing/document-fixtures';
import { fakeApi, type RecordedCall } from '@/testing/fake-api';
import { blueCreek, documentTypes, llano, redMesa, user } from '@/testing/fixtures';
import { fakeAuth, renderWithProviders } from '@/testing/render';
import { routes } from './router';

interface ServerOptions {
  licenceAccepted?: boolean;
  displayWelcomeMessage?: boolean;
  administrator?: boolean;
  /** More calls the screen under test makes. */
  extra?: Parameters<typeof fakeApi>[0];
}

/** The calls made after sign-in, answered as the server would for Morgan in two companies. */
function signedInServer({
  licenceAccepted = true,
  displayWelcomeMessage = false,
  administrator = false,
  extra = {},
}: ServerOptions = {}) {
  let accepted = licenceAccepted;
  return fakeApi({
    'GET /api/company/allCompanies': { body: [redMesa, blueCreek, llano] },
    'GET /api/exchangeusers/external/7': (call) => ({
      body: {
        user: user({
          licenceAccepted: accepted,
          abilities: { workWithDocuments: true, signDocuments: true, administer: administrator },
          companies: [redMesa, blueCreek, llano],
        }),
        terminologies: [],
        documentTypes: call.url.searchParams.get('companyId') === String(redMesa.id) ? documentTypes : [],
        displayWelcomeMessage,
      },
    }),
    'PUT /api/users/7/accepteula': () => {
      accepted = true;
      return { body: user() };
    },
    ...extra,
  });
}

/** The document, to a call made in the company it belongs to; 404 (as the server says) in any other. */
const documentIn = (call: RecordedCall, companyId: number) =>
  call.headers.get('company-id') === String(companyId)
    ? { body: divisionOrder({ id: 52 }) }
    : { status: 404, body: { error: { message: 'The document was not found.', code: 'not_found' } } };

const renderAt = (route: string, signedIn = true) =>
  renderWithProviders(null, { routes, route, auth: fakeAuth(signedIn) });

describe('routes', () => {
  it('shows "Page Not found" for any other path', async () => {
    renderAt('/no/such/page', false);
    expect(await screen.findByRole('heading', { name: 'Page Not found' })).toBeInTheDocument();
  });

  it('loads a screen opened by a full load without the router warning of a missing HydrateFallback', async () => {
    const warn = vi.spyOn(console, 'warn');
    signedInServer();
    renderAt('/register', false);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(warn.mock.calls.flat().join(' ')).not.toContain('HydrateFallback');
    warn.mockRestore();
  });

  it('sends /login to the landing page', async () => {
    const { router } = renderAt('/login', false);
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/landingpage');
  });

  it('sends a signed-out user to the landing page with the wanted path, and signs in towards it', async () => {
    const auth = fakeAuth(false);
    const { router, user: u } = renderWithProviders(null, { routes, route: '/inbox?tab=2', auth });
    await u.click(await screen.findByRole('button', { name: 'Login' }));
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/landingpage?redirectTo=%2Finbox%3Ftab%3D2',
    );
    expect(auth.signinRedirect).toHaveBeenCalledWith({ state: { redirectTo: '/inbox?tab=2' } });
  });

  it('asks for the licence first, then goes to the wanted page', async () => {
    const server = signedInServer({ licenceAccepted: false });
    const { router, user: u } = renderAt('/inbox');
    await u.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('heading', { name: 'Inbox' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/inbox');
    expect(server.callsTo('PUT', '/api/users/7/accepteula')).toHaveLength(1);
  });

  it('shows the licence page without the top bar', async () => {
    signedInServer({ licenceAccepted: false });
    const { router } = renderAt('/admin/users');
    expect(await screen.findByRole('heading', { name: 'End User License Agreement' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/eula/%2Fadmin%2Fusers');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('works in the stored company and sends it with the calls', async () => {
    setSelectedCompanyId(blueCreek.id);
    const server = signedInServer();
    renderAt('/');
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    const [call] = server.callsTo('GET', '/api/exchangeusers/external/7');
    expect(call?.url.searchParams.get('companyId')).toBe(String(blueCreek.id));
    expect(call?.headers.get('company-id')).toBe(String(blueCreek.id));
  });

  it('opens an e-mailed document link in the company it names, when the user is a member', async () => {
    setSelectedCompanyId(redMesa.id);
    const server = signedInServer({
      extra: { 'GET /api/documents/52': (call) => documentIn(call, blueCreek.id) },
    });
    const { router } = renderAt(`/documents/52?companyId=${blueCreek.id}`);
    expect(await screen.findByRole('heading', { name: 'DO-2026-0117.pdf' }, { timeout: 5000 })).toBeInTheDocument();
    const [load] = server.callsTo('GET', '/api/documents/52');
    expect(load?.headers.get('company-id')).toBe(String(blueCreek.id));
    // From now on the user works there, and the address is the document's own.
    expect(getSelectedCompanyId()).toBe(blueCreek.id);
    expect(router.state.location.pathname + router.state.location.search).toBe('/documents/52');
  });

  it('ignores the company of a link when the user is not a member of it', async () => {
    setSelectedCompanyId(redMesa.id);
    const server = signedInServer({
      extra: { 'GET /api/documents/52': (call) => documentIn(call, redMesa.id) },
    });
    const { router } = renderAt('/documents/52?companyId=77');
    expect(await screen.findByRole('heading', { name: 'DO-2026-0117.pdf' }, { timeout: 5000 })).toBeInTheDocument();
    expect(server.callsTo('GET', '/api/documents/52')[0]?.headers.get('company-id')).toBe(String(redMesa.id));
    expect(getSelectedCompanyId()).toBe(redMesa.id);
    expect(router.state.location.search).toBe('');
  });

  it('goes to ErrorLoading when the session cannot be loaded', async () => {
    fakeApi({
      'GET /api/company/allCompanies': { status: 500, body: { error: { message: 'down', code: 'internal_error' } } },
    });
    const { router } = renderAt('/');
    expect(await screen.findByRole('heading', { name: 'Error loading the application' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    // A fault has no reason a person could act on.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(router.state.location.pathname).toBe('/errorLoading');
  });

  it('says why when the person’s access to the company was blocked, on the ErrorLoading screen', async () => {
    const message = 'Your access to this company is blocked. Contact its administrator.';
    signedInServer({
      extra: {
        'GET /api/exchangeusers/external/7': {
          status: 403,
          body: { error: { message, code: 'not_member_of_company' } },
        },
      },
    });
    renderAt('/');
    expect(await screen.findByRole('heading', { name: 'Error loading the application' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('tells a signed-in person whose sign-in no account belongs to (any more) why, and stays there', async () => {
    const message = 'No DocVue Exchange account belongs to this sign-in.';
    fakeApi({ 'GET /api/company/allCompanies': { status: 403, body: { error: { message, code: 'no_account' } } } });
    const auth = fakeAuth();
    const { router } = renderWithProviders(null, { routes, route: '/inbox', auth });
    expect(await screen.findByRole('heading', { name: 'No DocVue Exchange account' })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeVisible();
    expect(router.state.location.pathname).toBe('/inbox');
    // Not signed out behind their back, nor sent to sign in again (which would sign them in the same way).
    expect(auth.removeUser).not.toHaveBeenCalled();
    expect(auth.signoutRedirect).not.toHaveBeenCalled();
  });

  it('tells a user without any company that they are not authorized, then signs out after 1.5 s', async () => {
    fakeApi({ 'GET /api/company/allCompanies': { body: [] }, 'GET /api/users/current/joinrequests': { body: [] } });
    const auth = fakeAuth();
    renderWithProviders(null, { routes, route: '/', auth });
    expect(await screen.findByRole('alert')).toHaveTextContent('Not authorized');
    expect(auth.signoutRedirect).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(auth.signoutRedirect).toHaveBeenCalledOnce(), { timeout: 3000 });
  });
});

describe('a person without a company whom a company asks to join', () => {
  it('sees the request instead of "Not authorized", joins, and the app opens in that company', async () => {
    let joined = false;
    const request = {
      companyId: redMesa.id,
      companyName: redMesa.name,
      requestedBy: 'Rachel Dominguez',
      roles: ['User'],
      createdAt: '2026-11-20T10:00:00.000Z',
      canAccept: true,
      reason: null,
    };
    signedInServer({
      extra: {
        'GET /api/company/allCompanies': () => ({ body: joined ? [redMesa] : [] }),
        'GET /api/users/current/joinrequests': () => ({ body: joined ? [] : [request] }),
        'POST /api/users/current/joinrequests/2/accept': () => {
          joined = true;
          return { body: user() };
        },
      },
    });
    const auth = fakeAuth();
    const { user: u } = renderWithProviders(null, { routes, route: '/', auth });
    const card = await screen.findByRole('region', { name: redMesa.name });
    expect(card).toHaveTextContent('Rachel Dominguez asks you to join as User');
    await u.click(within(card).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText(`You joined ${redMesa.name}`)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Home', level: 1 })).toBeInTheDocument();
    expect(auth.signoutRedirect).not.toHaveBeenCalled();
  });
});

describe('shell', () => {
  it('has the top bar and the company’s document types in the navigation', async () => {
    signedInServer();
    renderAt('/inbox');
    expect(await screen.findByRole('heading', { name: 'Inbox' })).toBeInTheDocument();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('combobox', { name: 'Search all documents' })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Account menu' })).toBeInTheDocument();
    expect(within(banner).getByText(redMesa.name)).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'AR Invoices' })).toHaveAttribute('href', '/documentlist/93');
    expect(within(nav).queryByRole('link', { name: 'Users' })).not.toBeInTheDocument();
  });

  it('hides the navigation on the Document route', async () => {
    signedInServer();
    renderAt('/documents/12');
    expect(await screen.findByText('The document is no longer available')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
  });

  it('names a document list after its type', async () => {
    signedInServer();
    renderAt('/documentlist/12');
    expect(await screen.findByRole('heading', { name: 'Division Orders' })).toBeInTheDocument();
  });

  it('greets an administrator with the welcome dialog and shows the administration entries', async () => {
    signedInServer({ displayWelcomeMessage: true, administrator: true });
    const { user: u } = renderAt('/');
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to DocVue Exchange' });
    await u.click(within(dialog).getByRole('button', { name: 'Skip for now' }));
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Setup' })).toHaveAttribute('href', '/admin/settings');
  });

  it('does not greet again on a full reload once the greeting was closed in this browser session', async () => {
    signedInServer({ displayWelcomeMessage: true, administrator: true });
    const first = renderAt('/');
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to DocVue Exchange' });
    await first.user.click(within(dialog).getByRole('button', { name: 'Skip for now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    first.unmount();
    renderAt('/');
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Welcome to DocVue Exchange' })).toBeNull();
  });

  it('opens Change Company with the other companies', async () => {
    signedInServer();
    const { user: u } = renderAt('/');
    await u.click(await screen.findByRole('button', { name: 'Account menu' }));
    await u.click(screen.getByRole('menuitem', { name: 'Change Company' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Company' });
    expect(within(dialog).getByRole('button', { name: 'Blue Creek Midstream' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: redMesa.name })).not.toBeInTheDocument();
  });
});

describe('home, inbox and search', () => {
  it('shows the dashboard of the selected company’s party types at /', async () => {
    const server = signedInServer({
      extra: {
        'GET /api/party/partyTypesByCompanyId/2': { body: [{ id: 2, name: 'Owner' }] },
        'GET /api/documentroute/notReturnedDOs': { body: { items: [], totalRecords: 0, pageSize: 10 } },
      },
    });
    renderAt('/');
    expect(await screen.findByRole('heading', { name: 'Home', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('You have no unsigned division orders')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Owner Documents Received' })).toBeInTheDocument();
    expect(server.callsTo('GET', '/api/party/partyTypesByCompanyId/2')[0]?.headers.get('company-id')).toBe('2');
  });

  it('searches from the top bar and shows the results page', async () => {
    const server = signedInServer({
      extra: {
        'GET /api/typeahead': { body: [] },
        'POST /api/search': {
          body: { columns: [], rows: [], totalRecords: 0, totalIsCapped: false, page: 1, pageSize: 25 },
        },
      },
    });
    const { router, user: u } = renderAt('/inbox');
    const box = await screen.findByRole('combobox', { name: 'Search all documents' });
    await u.type(box, 'mesa verde{Enter}');
    expect(await screen.findByRole('heading', { name: 'Search results' })).toBeInTheDocument();
    expect(await screen.findByText('No documents match "mesa verde"')).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe('/search?q=mesa%20verde');
    expect(server.callsTo('POST', '/api/search')[0]?.body).toEqual({
      querySearchTerm: 'mesa verde',
      page: 1,
      pageSize: 25,
    });
  });

  it('shows the inbox at /inbox', async () => {
    signedInServer({
      extra: {
        'GET /api/documentroute/inbox': {
          body: { columns: [], rows: [], totalRecords: 0, page: 1, pageSize: 100000 },
        },
      },
    });
    renderAt('/inbox');
    expect(await screen.findByText('There are no documents in your inbox')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search the inbox' })).toBeInTheDocument();
  });
});
