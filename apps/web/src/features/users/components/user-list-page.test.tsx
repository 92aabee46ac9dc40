import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';
import { companyUser, rolesReply } from '../testing/user-fixtures';
import { UserListPage } from './user-list-page';

/** The first screen of a file takes jsdom a while to draw (more on a busy machine). */
const slow = { timeout: 5000 };

const ap = companyUser(4, 'ap@redmesaenergy.example', { firstName: 'Avery', lastName: 'Price', title: 'AP Clerk' });
const admin = companyUser(2, 'admin@redmesaenergy.example', { firstName: 'Rosa', lastName: 'Mendez', mainRole: 1 });
const erp = companyUser(9, 'erp@redmesaenergy.example', {
  firstName: 'ERP',
  lastName: 'Integration',
  userType: 2,
  blocked: true,
});

const location = () => screen.getByRole('status', { name: 'Current location', hidden: true });
const table = () => screen.getByRole('table', { name: 'Users' });
const emails = () =>
  within(table())
    .getAllByRole('rowheader')
    .map((h) => within(h).getByRole('link').textContent);

function renderList(users = [ap, erp, admin]) {
  const server = fakeApi({
    'GET /api/users/exchange': ({ url }) => {
      const q = url.searchParams.get('query')?.toLowerCase();
      return { body: q ? users.filter((u) => u.emailAddress.includes(q)) : users };
    },
    'GET /api/lookups/roles': rolesReply,
  });
  return { ...renderWithProviders(<UserListPage />, { route: '/admin/users' }), server };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('User list', () => {
  it('lists the users by e-mail with their name, title, main role, type and status', async () => {
    renderList();
    await screen.findByRole('table', { name: 'Users' }, slow);
    expect(emails()).toEqual(['admin@redmesaenergy.example', 'ap@redmesaenergy.example', 'erp@redmesaenergy.example']);
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Email', 'Name', 'Title', 'Main Role', 'Type', 'Status']);
    expect(within(table()).getAllByRole('columnheader')[0]).toHaveAttribute('aria-sort', 'ascending');

    const row = screen.getByRole('link', { name: 'erp@redmesaenergy.example' }).closest('tr')!;
    expect(within(row).getByText('API key')).toBeInTheDocument();
    expect(within(row).getByText('Blocked')).toBeInTheDocument();
    expect(await within(row).findByText('ReadOnly')).toBeInTheDocument();
    const apRow = screen.getByRole('link', { name: 'ap@redmesaenergy.example' }).closest('tr')!;
    expect(within(apRow).getByText('AP Clerk')).toBeInTheDocument();
    expect(within(apRow).getByText('Regular')).toBeInTheDocument();
    expect(within(apRow).getByText('Active')).toBeInTheDocument();
    expect(
      within(screen.getByRole('link', { name: /^admin@/ }).closest('tr')!).getByText('Administrator'),
    ).toBeVisible();
    expect(screen.getByText('3 users')).toBeInTheDocument();
  });

  it('sorts by a column when its header is chosen, and back', async () => {
    const { user } = renderList();
    await screen.findByRole('table', { name: 'Users' }, slow);
    await user.click(screen.getByRole('button', { name: 'Name' }));
    // Avery Price, ERP Integration, Rosa Mendez.
    expect(emails()).toEqual(['ap@redmesaenergy.example', 'erp@redmesaenergy.example', 'admin@redmesaenergy.example']);
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(emails()[0]).toBe('admin@redmesaenergy.example');
  });

  it('searches as the user types and remembers the text (usersList)', async () => {
    const { user, server } = renderList();
    await screen.findByRole('table', { name: 'Users' }, slow);
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'erp');
    await waitFor(() =>
      expect(server.callsTo('GET', '/api/users/exchange').at(-1)!.url.searchParams.get('query')).toBe('erp'),
    );
    await waitFor(() => expect(emails()).toEqual(['erp@redmesaenergy.example']));
    expect(server.callsTo('GET', '/api/users/exchange').at(-1)!.url.searchParams.get('query')).toBe('erp');
    expect(window.localStorage.getItem('usersList')).toBe('erp');
  });

  it('starts from the remembered search text', async () => {
    window.localStorage.setItem('usersList', 'ap@');
    const { server } = renderList();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('ap@');
    await waitFor(() => expect(emails()).toEqual(['ap@redmesaenergy.example']));
    expect(server.callsTo('GET', '/api/users/exchange').map((c) => c.url.searchParams.get('query'))).toEqual(['ap@']);
  });

  it('says when no user matches', async () => {
    window.localStorage.setItem('usersList', 'nobody');
    renderList();
    expect(await screen.findByText('No users found')).toBeInTheDocument();
  });

  it('opens a user from its row, and a new one from New User', async () => {
    const { user } = renderList();
    await screen.findByRole('table', { name: 'Users' }, slow);
    await user.click(screen.getByText('AP Clerk'));
    expect(location()).toHaveTextContent('/admin/user/4');
    expect(screen.getByRole('link', { name: 'New User' })).toHaveAttribute('href', '/admin/user/create');
  });

  it('shows why the list could not be loaded', async () => {
    fakeApi({
      'GET /api/users/exchange': {
        status: 500,
        body: { error: { message: 'The server failed.', code: 'internal_error' } },
      },
    });
    renderWithProviders(<UserListPage />);
    expect(await screen.findByText('The server failed.')).toBeInTheDocument();
  });
});
