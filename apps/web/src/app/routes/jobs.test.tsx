import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { fakeApi } from '@/testing/fake-api';
import { session, user } from '@/testing/fixtures';
import { renderSignedInRoutes } from '@/testing/session-routes';
import { JobsRoute } from './jobs';

const routes: RouteObject[] = [{ path: '/jobs', element: <JobsRoute /> }];

function renderAs(isGlobalUser: boolean) {
  const server = fakeApi({
    'GET /api/platform/jobs': { body: { counts: [], oldestQueuedSeconds: null, failures: [], periodic: [] } },
  });
  renderSignedInRoutes(routes, '/jobs', session({ user: user({ isGlobalUser }) }));
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
