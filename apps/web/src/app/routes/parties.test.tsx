import { TerminologyKey } from '@docvue/contracts';
import { screen } from '@testing-library/react';
import { onNetwork, orgUnitsReply, party, partyListReply } from '@/features/parties/testing/party-fixtures';
import { fakeApi } from '@/testing/fake-api';
import { session, user } from '@/testing/fixtures';
import { renderSignedInRoutes } from '@/testing/session-routes';
import { signedInRoutes } from './signed-in-routes';

function renderAt(route: string, administer: boolean) {
  const server = fakeApi({
    'GET /api/party/grid/search': partyListReply([party(4, 'Pecos Valley Royalty', onNetwork.invite)]),
    'GET /api/party/4': { body: party(4, 'Pecos Valley Royalty', onNetwork.invite) },
    'GET /api/companyorgunit': orgUnitsReply,
  });
  const value = session({
    user: user({ abilities: { administer, workWithDocuments: true, signDocuments: true } }),
    terminologies: [
      { terminologyId: TerminologyKey.OrgUnit, terminologyName: 'Org Unit', customizedName: 'Lease Group' },
    ],
  });
  return { ...renderSignedInRoutes(signedInRoutes, route, value), server };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('party routes', () => {
  it('shows the party list to an administrator, with the company’s term for org units', async () => {
    renderAt('/admin/parties', true);
    expect(await screen.findByRole('heading', { name: 'Parties' })).toBeInTheDocument();
    expect(await screen.findByRole('columnheader', { name: 'Lease Group' })).toBeInTheDocument();
  });

  it('reads /admin/party/create as a new party, of the type the address names', async () => {
    renderAt('/admin/party/create?partyTypeId=3', true);
    expect(await screen.findByRole('heading', { name: 'Create Party' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Type/ })).toHaveTextContent('Operator');
    expect(screen.getByRole('combobox', { name: /^Lease Group/ })).toBeInTheDocument();
  });

  it('opens a party at /admin/party/{id}', async () => {
    renderAt('/admin/party/4', true);
    expect(await screen.findByDisplayValue('Pecos Valley Royalty')).toBeInTheDocument();
  });

  it('shows the import page at /admin/parties/import', async () => {
    renderAt('/admin/parties/import', true);
    expect(await screen.findByRole('heading', { name: 'Import Parties' })).toBeInTheDocument();
  });

  it('is "Page Not found" for an address that is not a party', async () => {
    renderAt('/admin/party/pecos', true);
    expect(await screen.findByRole('heading', { name: 'Page Not found' })).toBeInTheDocument();
  });

  it.each(['/admin/parties', '/admin/parties/import', '/admin/party/create', '/admin/party/4'])(
    'is "Page Not found" at %s for a user who does not administer the company',
    async (route) => {
      const { server } = renderAt(route, false);
      expect(await screen.findByRole('heading', { name: 'Page Not found' })).toBeInTheDocument();
      expect(server.calls.filter((c) => c.path.startsWith('/api/party'))).toHaveLength(0);
    },
  );
});
