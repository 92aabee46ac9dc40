import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { fakeApi } from '@/testing/fake-api';
import { session, user } from '@/testing/fixtures';
import { renderSignedInRoutes } from '@/testing/session-routes';
import { OutboxRoute } from './outbox';

const routes: RouteObject[] = [{ path: '/outbox', element: <OutboxRoute /> }];

function renderAs(isGlobalUser: boolean) {
  const server = fakeApi({ 'GET /api/platform/outbox': { body: { items: [], totalRecords: 0, pageSize: 25 } } });
  renderSignedInRoutes(routes, '/outbox', session({ user: user({ isGlobalUser }) }));
  return server;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('outbox route', () => {
  it('shows the network’s mail to the platform operator', async () => {
    renderAs(true);
    expect(await screen.findByRole('heading', { name: 'Outbox' })).toBeInTheDocument();
  });

  it('is "Page Not found" for everyone else, without asking the server', async () => {
    const server = renderAs(false);
    expect(await screen.findByRole('heading', { name: 'Page Not found' })).toBeInTheDocument();
    expect(server.callsTo('GET', '/api/platform/outbox')).toHaveLength(0);
  });
});
