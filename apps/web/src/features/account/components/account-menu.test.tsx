import { screen } from '@testing-library/react';
import { fakeApi } from '@/testing/fake-api';
import { user } from '@/testing/fixtures';
import { renderWithProviders, testConfig } from '@/testing/render';
import { AccountMenu } from './account-menu';

function setup(
  unreadCount: number | null = null,
  opts: { global?: boolean; joinRequests?: number; builtIn?: boolean; routes?: Parameters<typeof fakeApi>[0] } = {},
) {
  const onChangeCompany = vi.fn();
  const onLogout = vi.fn();
  const request = (companyId: number) => ({
    companyId,
    companyName: `Company ${companyId}`,
    requestedBy: 'Gordon Tate',
    roles: ['User'],
    createdAt: '2026-11-20T10:00:00.000Z',
    canAccept: true,
    reason: null,
  });
  const server = fakeApi({
    'GET /api/users/current/joinrequests': {
      body: Array.from({ length: opts.joinRequests ?? 0 }, (_, i) => request(i + 10)),
    },
    ...opts.routes,
  });
  const view = renderWithProviders(
    <AccountMenu
      user={user({ isGlobalUser: opts.global ?? false })}
      companyName="Red Mesa Energy Partners"
      unreadCount={unreadCount}
      onChangeCompany={onChangeCompany}
      onLogout={onLogout}
    />,
    { config: { ...testConfig, oidc: { ...testConfig.oidc, builtIn: opts.builtIn ?? true } } },
  );
  return { ...view, server, onChangeCompany, onLogout };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AccountMenu', () => {
  it('offers the five account actions', async () => {
    const { user: u } = setup();
    await u.click(screen.getByRole('button', { name: 'Account menu' }));
    const names = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(names).toEqual(['Change Company', 'Reset Password', 'Notifications', 'Edit my Profile', 'Logout']);
  });

  it("offers no Reset Password with the company's own identity provider, which keeps the passwords", async () => {
    const { user: u } = setup(null, { builtIn: false });
    await u.click(screen.getByRole('button', { name: 'Account menu' }));
    const names = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(names).toEqual(['Change Company', 'Notifications', 'Edit my Profile', 'Logout']);
  });

  it('shows no unread count while there is none', () => {
    setup(null);
    expect(screen.getByRole('button', { name: 'Account menu' })).toBeInTheDocument();
    expect(screen.queryByText('0')).not.toBeInTheDocument();
  });

  it('shows the unread count when there is one, and says it to screen readers', async () => {
    const { user: u } = setup(3);
    expect(screen.getByRole('button', { name: 'Account menu, 3 unread notifications' })).toHaveTextContent('3');
    await u.click(screen.getByRole('button', { name: /Account menu/ }));
    const item = screen.getByRole('menuitem', { name: 'Notifications, 3 unread' });
    expect(item).toHaveTextContent('3');
    await u.click(item);
    expect(screen.getByRole('status', { name: 'Current location' })).toHaveTextContent('/notifications');
  });

  it('shows 99+ past 99, and the whole count to screen readers', async () => {
    const { user: u } = setup(120);
    const button = screen.getByRole('button', { name: 'Account menu, 120 unread notifications' });
    expect(button).toHaveTextContent('99+');
    await u.click(button);
    expect(screen.getByRole('menuitem', { name: 'Notifications, 120 unread' })).toHaveTextContent('99+');
  });

  it('offers the outbox to the platform operator, and to nobody else', async () => {
    const { user: u } = setup(null, { global: true });
    await u.click(screen.getByRole('button', { name: 'Account menu' }));
    await u.click(screen.getByRole('menuitem', { name: 'Outbox' }));
    expect(screen.getByRole('status', { name: 'Current location' })).toHaveTextContent('/outbox');
  });

  it('offers the background jobs to the platform operator, and to nobody else', async () => {
    const { user: u } = setup(null, { global: true });
    await u.click(screen.getByRole('button', { name: 'Account menu' }));
    await u.click(screen.getByRole('menuitem', { name: 'Background Jobs' }));
    expect(screen.getByRole('status', { name: 'Current location' })).toHaveTextContent('/jobs');
  });

  it('shows a user who is not the platform operator neither the outbox nor the background jobs', async () => {
    const { user: u } = setup();
    await u.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(screen.getAllByRole('menuitem').length).toBeGreaterThan(0);
    expect(screen.queryByRole('menuitem', { name: 'Background Jobs' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Outbox' })).not.toBeInTheDocument();
  });

  it('offers the requests to join, with their count, when companies ask the person', async () => {
    const { user: u } = setup(null, { joinRequests: 2 });
    await u.click(screen.getByRole('button', { name: 'Account menu' }));
    await u.click(await screen.findByRole('menuitem', { name: 'Requests to Join, 2' }));
    expect(screen.getByRole('status', { name: 'Current location' })).toHaveTextContent('/joinrequests');
  });

  it('opens the notifications and the profile pages', async () => {
    const { user: u } = setup();
    await u.click(screen.getByRole('button', { name: 'Account menu' }));
    await u.click(screen.getByRole('menuitem', { name: 'Notifications' }));
    expect(screen.getByRole('status', { name: 'Current location' })).toHaveTextContent('/notifications');
    await u.click(screen.getByRole('button', { name: 'Account menu' }));
    await u.click(screen.getByRole('menuitem', { name: 'Edit my Profile' }));
    expect(screen.getByRole('status', { name: 'Current location' })).toHaveTextContent('/profile');
  });

  it('asks for a password reset e-mail and says so', async () => {
    const { user: u, server } = setup(null, {
      routes: { 'PUT /api/users/resetpassword': { body: { ok: true, message: 'sent' } } },
    });
    await u.click(screen.getByRole('button', { name: 'Account menu' }));
    await u.click(screen.getByRole('menuitem', { name: 'Reset Password' }));
    expect(await screen.findByText('Check your inbox to reset your password')).toBeInTheDocument();
    const [call] = server.callsTo('PUT', '/api/users/resetpassword');
    expect(call?.url.searchParams.get('email')).toBe('morgan.ellis@ellisaccounting.example');
  });

  it('hands Change Company and Logout to the shell', async () => {
    const { user: u, onChangeCompany, onLogout } = setup();
    await u.click(screen.getByRole('button', { name: 'Account menu' }));
    await u.click(screen.getByRole('menuitem', { name: 'Change Company' }));
    expect(onChangeCompany).toHaveBeenCalledOnce();
    await u.click(screen.getByRole('button', { name: 'Account menu' }));
    await u.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledOnce();
  });
});
