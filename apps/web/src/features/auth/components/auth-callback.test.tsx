import { screen } from '@testing-library/react';
import { fakeApi } from '@/testing/fake-api';
import { fakeAuth, renderWithProviders, testConfig } from '@/testing/render';
import { AuthCallback } from './auth-callback';

const external = { ...testConfig, oidc: { ...testConfig.oidc, authority: 'https://idp.example', builtIn: false } };

const signedIn = (extra = {}) =>
  fakeAuth(true, {
    user: {
      profile: { sub: 'idp-7' },
      access_token: 'access-7',
      id_token: 'id-token-7',
      expired: false,
      state: { redirectTo: '/inbox' },
    },
    ...extra,
  } as Parameters<typeof fakeAuth>[1]);

describe('AuthCallback', () => {
  it('with the built-in provider, goes on to the wanted page without linking', async () => {
    const server = fakeApi();
    renderWithProviders(<AuthCallback />, { route: '/auth/callback', auth: signedIn() });
    expect(await screen.findByText('/inbox')).toHaveAccessibleName('Current location');
    expect(server.calls).toHaveLength(0);
  });

  it("with the company's own identity provider, links the sign-in by its ID token, then goes on", async () => {
    const server = fakeApi({
      'POST /api/session/link': { body: { userId: 7, emailAddress: 'dana@operator.example', newlyLinked: true } },
    });
    renderWithProviders(<AuthCallback />, { route: '/auth/callback', auth: signedIn(), config: external });
    expect(await screen.findByText('/inbox')).toHaveAccessibleName('Current location');
    const [call] = server.callsTo('POST', '/api/session/link');
    expect(call?.body).toEqual({ idToken: 'id-token-7' });
    // The person may have no company yet: the call names none.
    expect(call?.headers.get('company-id')).toBeNull();
    expect(server.callsTo('POST', '/api/session/link')).toHaveLength(1);
  });

  it('says why a person without an account cannot go on, and how to get access, instead of sending them back', async () => {
    fakeApi({
      'POST /api/session/link': {
        status: 403,
        body: {
          error: {
            code: 'no_account',
            message: 'No DocVue Exchange account has the e-mail address dana@operator.example.',
          },
        },
      },
    });
    const auth = signedIn();
    const { user: u } = renderWithProviders(<AuthCallback />, { route: '/auth/callback', auth, config: external });
    expect(await screen.findByRole('heading', { name: 'No DocVue Exchange account' })).toBeInTheDocument();
    expect(screen.getByText('No DocVue Exchange account has the e-mail address dana@operator.example.')).toBeVisible();
    expect(
      screen.getByText(/ask an administrator of your company on DocVue Exchange to add you as a user/),
    ).toBeVisible();
    expect(screen.getByRole('status', { name: 'Current location' })).toHaveTextContent('/auth/callback');
    await u.click(screen.getByRole('button', { name: 'Try again' }));
    expect(auth.signinRedirect).toHaveBeenCalledWith({ state: { redirectTo: '/' } });
    await u.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(auth.signoutRedirect).toHaveBeenCalledOnce();
  });

  it('shows a refused ID token and offers to sign in again', async () => {
    fakeApi({
      'POST /api/session/link': {
        status: 401,
        body: { error: { code: 'unauthenticated', message: 'The sign-in could not be confirmed. Sign in again.' } },
      },
    });
    renderWithProviders(<AuthCallback />, { route: '/auth/callback', auth: signedIn(), config: external });
    expect(await screen.findByText('The sign-in could not be confirmed. Sign in again.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/landingpage');
  });
});
