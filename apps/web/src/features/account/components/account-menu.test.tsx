import { screen } from '@testing-library/react';
import { fakeApi } from '@/testing/fake-api';
import { user } from '@/testing/fixtures';
import { renderWithProviders, testConfig } from '@/testing/render';
import { AccountMenu } from './account-menu';

function setup(unreadCount: number | null = null, devMailbox = false, builtIn = true) {
  const onChangeCompany = vi.fn();
  const onLogout = vi.fn();
  const view = renderWithProviders(
    <AccountMenu
      user={user()}
      companyName="Red Mesa Energy Partners"
      unreadCount={unreadCount}
      onChangeCompany={onChangeCompany}
      onLogout={onLogout}
    />,
    { config: { ...testConfig, devMailbox, oidc: { ...testConfig.oidc, builtIn } } },
  );
  return { ...view, onChangeCompany, onLogout };
}

describe('AccountMenu', () => {
  it('offers the five account actions', async () => {
    const { user: u } = setup();
    await u.click(screen.getByRole('button', { name: 'Account menu' }));
    const names = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(names).toEqual(['Change Company', 'Reset Password', 'Notifications', 'Edit my Profile', 'Logout']);
  });

  it("offers no Reset Password with the company's own identity provider, which keeps the passwords", async () => {
    const { user: u } = setup(null, false, false);
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

  it('offers the mailbox where the server keeps the mail', async () => {
    const { user: u } = setup(null, true);
    await u.click(screen.getByRole('button', { name: 'Account menu' }));
    await u.click(screen.getByRole('menuitem', { name: 'Mailbox' }));
    expect(screen.getByRole('status', { name: 'Current location' })).toHaveTextContent('/mailbox');
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
    const server = fakeApi({ 'PUT /api/users/resetpassword': { body: { ok: true, message: 'sent' } } });
    const { user: u } = setup();
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
