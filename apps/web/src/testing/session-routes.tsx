import { Outlet, type RouteObject } from 'react-router';
import type { AuthContextProps } from 'react-oidc-context';
import { SessionContext, type Session } from '@/features/session/hooks/use-session';
import { LocationProbe, renderWithProviders } from './render';

interface SignedInOptions {
  /** Entries outside the signed-in area (sign-up, onboarding), beside it as in router.tsx. */
  outside?: RouteObject[];
  auth?: AuthContextProps;
}

/**
 * The one shell of the route tests: route entries of the signed-in area at `route`, inside a session (as
 * the shell would), with the app's providers, a memory router and where it is.
 */
export function renderSignedInRoutes(
  routes: RouteObject[],
  route: string,
  session: Session,
  { outside = [], auth }: SignedInOptions = {},
) {
  const table: RouteObject[] = [
    ...outside,
    {
      element: (
        <SessionContext.Provider value={session}>
          <Outlet />
          <LocationProbe />
        </SessionContext.Provider>
      ),
      children: routes,
    },
  ];
  return renderWithProviders(null, { routes: table, route, auth });
}
