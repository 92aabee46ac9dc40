import { screen } from '@testing-library/react';
import { fakeApi } from '@/testing/fake-api';
import { user } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { AccountMenu } from './account-menu';

function setup(unreadCount: number | null = null) {
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

  it('shows no unread count while there is none', () => {
    setup(null);
    expect(screen.getByRole('button', { name: 'Account menu' })).toBeInTheDocument();
    expect(screen.queryByText('0')).not.toBeInTheDocument();
  });

  it('shows the unread count when there is one', async () => {
    const { user: u } = setup(3);
    expect(screen.getByRole('button', { name: 'Account menu, 3 unread notifications' })).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: /Account menu/ }));
    expect(screen.getByRole('menuitem', { name: /Notifications/ })).toHaveTextContent('3');
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
