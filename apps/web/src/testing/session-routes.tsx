import { Outlet, type RouteObject } from 'react-router';
import { SessionContext, type Session } from '@/features/session/hooks/use-session';
import { LocationProbe, renderWithProviders } from './render';

/** Renders route entries of the signed-in area at `route`, inside a session (as the shell would). */
export function renderSignedInRoutes(routes: RouteObject[], route: string, session: Session) {
  const table: RouteObject[] = [
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
  return renderWithProviders(null, { routes: table, route });
}
