import { TerminologyKey } from '@docvue/contracts';
import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { orgUnitsReply, permian } from '@/features/org-units/testing/org-unit-fixtures';
import { fakeApi } from '@/testing/fake-api';
import { session, user } from '@/testing/fixtures';
import { renderSignedInRoutes } from '@/testing/session-routes';
import { RequireAbility } from '../guards';
import { OrgUnitFormRoute, OrgUnitListRoute } from './org-units';

/** The entries signed-in-routes.tsx is to take (see the report of the Org unit screens). */
const routes: RouteObject[] = [
  {
    element: <RequireAbility ability="administer" />,
    children: [
      { path: '/admin/orgunits', element: <OrgUnitListRoute /> },
      // '/admin/orgunit/create' is the form of a new org unit.
      { path: '/admin/orgunit/:id', element: <OrgUnitFormRoute /> },
    ],
  },
];

function renderAt(route: string, administer: boolean) {
  const server = fakeApi({
    'GET /api/companyorgunit': orgUnitsReply([permian]),
    'GET /api/companyorgunit/21': { body: permian },
  });
  const value = session({
    user: user({ abilities: { administer, workWithDocuments: true, signDocuments: true } }),
    terminologies: [
      { terminologyId: TerminologyKey.OrgUnit, terminologyName: 'Org Unit', customizedName: 'Lease Group' },
    ],
  });
  return { ...renderSignedInRoutes(routes, route, value), server };
}

const slow = { timeout: 5000 };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('org unit routes', () => {
  it('shows the org units under the company’s term at /admin/orgunits', async () => {
    renderAt('/admin/orgunits', true);
    expect(await screen.findByRole('heading', { name: 'Lease Group' }, slow)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Permian Basin' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New Lease Group' })).toBeInTheDocument();
  });

  it('reads /admin/orgunit/create as a new org unit', async () => {
    renderAt('/admin/orgunit/create', true);
    expect(await screen.findByRole('heading', { name: 'Create Lease Group' })).toBeInTheDocument();
  });

  it('opens an org unit at /admin/orgunit/{id}', async () => {
    renderAt('/admin/orgunit/21', true);
    expect(await screen.findByDisplayValue('Permian Basin')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Edit Lease Group' })).toBeInTheDocument();
  });

  it('is "Page Not found" for an address that is not an org unit', async () => {
    renderAt('/admin/orgunit/permian', true);
    expect(await screen.findByRole('heading', { name: 'Page Not found' })).toBeInTheDocument();
  });

  it.each(['/admin/orgunits', '/admin/orgunit/create', '/admin/orgunit/21'])(
    'is "Page Not found" at %s for a user who does not administer the company',
    async (route) => {
      const { server } = renderAt(route, false);
      expect(await screen.findByRole('heading', { name: 'Page Not found' })).toBeInTheDocument();
      expect(server.calls).toHaveLength(0);
    },
  );
});
