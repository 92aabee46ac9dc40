import { screen } from '@testing-library/react';
import { Outlet, type RouteObject } from 'react-router';
import { SessionContext } from '@/features/session/hooks/use-session';
import { fakeApi } from '@/testing/fake-api';
import { session } from '@/testing/fixtures';
import { renderWithProviders, testConfig } from '@/testing/render';
import { MailboxRoute } from './mailbox';

/** The entry signed-in-routes.tsx is to take (see the report of the Mailbox page). */
const routes: RouteObject[] = [{ path: '/mailbox', element: <MailboxRoute /> }];

function renderWith(devMailbox: boolean) {
  const server = fakeApi({ 'GET /api/devmailbox': { body: { items: [] } } });
  const table: RouteObject[] = [
    {
      element: (
        <SessionContext.Provider value={session()}>
          <Outlet />
        </SessionContext.Provider>
      ),
      children: routes,
    },
  ];
  renderWithProviders(null, { routes: table, route: '/mailbox', config: { ...testConfig, devMailbox } });
  return server;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('mailbox route', () => {
  it('shows the mailbox where the server keeps the mail', async () => {
    renderWith(true);
    expect(await screen.findByRole('heading', { name: 'Mailbox' })).toBeInTheDocument();
  });

  it('is "Page Not found" where mail is relayed, without asking the server', async () => {
    const server = renderWith(false);
    expect(await screen.findByRole('heading', { name: 'Page Not found' })).toBeInTheDocument();
    expect(server.callsTo('GET', '/api/devmailbox')).toHaveLength(0);
  });
});
