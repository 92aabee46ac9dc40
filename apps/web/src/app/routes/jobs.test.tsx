import { screen } from '@testing-library/react';
import { Outlet, type RouteObject } from 'react-router';
import { SessionContext } from '@/features/session/hooks/use-session';
import { fakeApi } from '@/testing/fake-api';
import { session, user } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { JobsRoute } from './jobs';

const routes: RouteObject[] = [{ path: '/jobs', element: <JobsRoute /> }];

function renderAs(isGlobalUser: boolean) {
  const server = fakeApi({
    'GET /api/platform/jobs': { body: { counts: [], oldestQueuedSeconds: null, failures: [], periodic: [] } },
  });
  const table: RouteObject[] = [
    {
      element: (
        <SessionContext.Provider value={session({ user: user({ isGlobalUser }) })}>
          <Outlet />
        </SessionContext.Provider>
      ),
      children: routes,
    },
  ];
  renderWithProviders(null, { routes: table, route: '/jobs' });
  return server;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('jobs route', () => {
  it('shows the background jobs to the platform operator', async () => {
    renderAs(true);
    expect(await screen.findByRole('heading', { name: 'Background Jobs' })).toBeInTheDocument();
  });

  it('is "Page Not found" for everyone else, without asking the server', async () => {
    const server = renderAs(false);
    expect(await screen.findByRole('heading', { name: 'Page Not found' })).toBeInTheDocument();
    expect(server.callsTo('GET', '/api/platform/jobs')).toHaveLength(0);
  });
});
