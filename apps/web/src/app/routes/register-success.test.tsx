import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { renderWithProviders } from '@/testing/render';
import { RegisterSuccessRoute } from './register-success';

const routes: RouteObject[] = [{ path: '/registersuccess', element: <RegisterSuccessRoute /> }];

describe('after the sign-up', () => {
  it('says to check the e-mail, and offers to sign in', async () => {
    renderWithProviders(null, { routes, route: '/registersuccess' });
    expect(
      await screen.findByRole('heading', { name: 'Please check your email for further instructions' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/landingpage');
    expect(screen.queryByRole('link', { name: 'Choose your password' })).not.toBeInTheDocument();
  });

  it('offers to choose the password at once after a sign-up with the invitation’s link to that address', async () => {
    const url = 'http://localhost:3000/oidc/welcome/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
    renderWithProviders(null, {
      routes,
      route: { pathname: '/registersuccess', state: { setPasswordUrl: url } },
    });
    expect(await screen.findByRole('link', { name: 'Choose your password' })).toHaveAttribute('href', url);
  });
});
