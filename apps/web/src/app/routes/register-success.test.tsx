import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { renderWithProviders } from '@/testing/render';
import { RegisterSuccessRoute } from './register-success';

const routes: RouteObject[] = [{ path: '/registersuccess', element: <RegisterSuccessRoute /> }];

describe('after the sign-up', () => {
  it('says to check the e-mail, and offers to sign in, never a password link of its own', async () => {
    renderWithProviders(null, { routes, route: '/registersuccess' });
    expect(
      await screen.findByRole('heading', { name: 'Please check your email for further instructions' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'We sent a link to the address you registered with: open it to choose your password, then sign in.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/landingpage');
    expect(screen.queryByRole('link', { name: 'Choose your password' })).not.toBeInTheDocument();
  });
});
