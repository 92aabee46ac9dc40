import { screen } from '@testing-library/react';
import { invoiceRow, listReply, personalizationReply } from '@/features/document-list/testing/list-fixtures';
import { fakeApi } from '@/testing/fake-api';
import { session, user } from '@/testing/fixtures';
import { renderSignedInRoutes } from '@/testing/session-routes';
import { DocumentListRoute } from './document-list';

function renderRoute(route: string, workWithDocuments = true) {
  const server = fakeApi({
    'GET /api/documentroute/all/93': listReply([invoiceRow(3, 1)]),
    'GET /api/documentroute/all/87': listReply([], []),
    'GET /api/users/current/personalization': personalizationReply,
  });
  const value = session({
    user: user({ abilities: { workWithDocuments, signDocuments: workWithDocuments, administer: false } }),
  });
  const routes = [{ path: '/documentlist/:documentTypeId', element: <DocumentListRoute /> }];
  return { ...renderSignedInRoutes(routes, route, value), server };
}

describe('DocumentListRoute', () => {
  it('names the list after the company’s type of the template in the address', async () => {
    const { server } = renderRoute('/documentlist/93');
    expect(await screen.findByRole('heading', { name: 'AR Invoices' })).toBeInTheDocument();
    expect(await screen.findByText('PBS-3')).toBeInTheDocument();
    expect(server.callsTo('GET', '/api/documentroute/all/93')).not.toHaveLength(0);
  });

  it('leads an address with the company’s own id of the type to the template’s, keeping the status', async () => {
    const { router } = renderRoute('/documentlist/11?documentRouteStatusId=5');
    expect(await screen.findByRole('heading', { name: 'AR Invoices' })).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/documentlist/93?documentRouteStatusId=5',
    );
  });

  it('is "Page Not found" for a type the company does not have', async () => {
    renderRoute('/documentlist/6');
    expect(await screen.findByRole('heading', { name: 'Page Not found' })).toBeInTheDocument();
  });

  // Which roles work with documents is the server's rule (tested there); the web shows what the session says.
  it.each([
    ['who may work with documents', true],
    ['who may only read', false],
  ])('shows the Send button to a user %s: %s', async (_who, shown) => {
    renderRoute('/documentlist/93', shown);
    expect(await screen.findByText('PBS-3')).toBeInTheDocument();
    expect(screen.queryAllByRole('button', { name: 'Send AR Invoice' })).toHaveLength(shown ? 1 : 0);
  });
});
