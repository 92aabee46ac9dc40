import type { ClientConfig } from '@docvue/contracts';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement, type ReactNode } from 'react';
import { AuthContext, type AuthContextProps } from 'react-oidc-context';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { AppSnackbarProvider } from '@/app/snackbar-provider';
import { ClientConfigContext } from '@/lib/client-config';
import { createQueryClient } from '@/lib/query-client';
import { theme } from '@/lib/theme';

export const testConfig: ClientConfig = {
  oidc: {
    authority: 'http://localhost/oidc',
    clientId: 'docvue-web',
    scope: 'openid profile email offline_access',
    resource: null,
    audience: null,
    builtIn: true,
  },
  licenceVersion: '20230112090913',
  environment: 'test',
  mailDelivered: true,
};

/** The sign-in state as react-oidc-context gives it; signed in unless told otherwise. */
export function fakeAuth(signedIn = true, extra: Partial<AuthContextProps> = {}): AuthContextProps {
  return {
    isLoading: false,
    isAuthenticated: signedIn,
    user: signedIn
      ? ({
          profile: { sub: '7' },
          access_token: 'token-7',
          expired: false,
          state: undefined,
        } as AuthContextProps['user'])
      : null,
    activeNavigator: undefined,
    error: undefined,
    signinRedirect: vi.fn(async () => {}),
    signoutRedirect: vi.fn(async () => {}),
    removeUser: vi.fn(async () => {}),
    ...extra,
  } as unknown as AuthContextProps;
}

/** Shows where the router is, so tests can assert navigation the way a user sees the address. */
export function LocationProbe() {
  const location = useLocation();
  return <output aria-label="Current location">{location.pathname + location.search}</output>;
}

export function Providers({
  children,
  auth = fakeAuth(),
  config = testConfig,
}: {
  children: ReactNode;
  auth?: AuthContextProps;
  config?: ClientConfig;
}) {
  const [queryClient] = useState(() => {
    // The app's own client (errors go to the snackbar), without retries.
    const client = createQueryClient(() => void auth.removeUser());
    client.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
    return client;
  });
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <AppSnackbarProvider>
        <ClientConfigContext.Provider value={config}>
          <QueryClientProvider client={queryClient}>
            <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>
          </QueryClientProvider>
        </ClientConfigContext.Provider>
      </AppSnackbarProvider>
    </ThemeProvider>
  );
}

interface RenderOptions {
  /** Where the router starts: a path, or a location with history state (what `navigate(to, { state })` leaves). */
  route?: string | { pathname: string; state: unknown };
  auth?: AuthContextProps;
  /** A route table instead of the one element (router tests). */
  routes?: RouteObject[];
  /** The client config, where a test needs another than `testConfig`. */
  config?: ClientConfig;
}

/** Renders a component (or a route table) inside the app's providers and a memory router. */
export function renderWithProviders(
  ui: ReactElement | null,
  { route = '/', auth, routes, config }: RenderOptions = {},
) {
  const table: RouteObject[] = routes ?? [
    {
      path: '*',
      element: (
        <>
          {ui}
          <LocationProbe />
        </>
      ),
    },
  ];
  const router = createMemoryRouter(table, { initialEntries: [route] });
  const user = userEvent.setup();
  const result = render(
    <Providers auth={auth} config={config}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, user, router };
}
