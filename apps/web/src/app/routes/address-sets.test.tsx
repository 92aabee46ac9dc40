import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { addressSet } from '@/features/address-sets/testing/address-set-fixtures';
import { fakeApi } from '@/testing/fake-api';
import { session, user } from '@/testing/fixtures';
import { renderSignedInRoutes } from '@/testing/session-routes';
import { RequireAbility } from '../guards';
import { AddressSetFormRoute, AddressSetListRoute } from './address-sets';

/** The entries signed-in-routes.tsx is to hold for address sets. */
const addressSetRoutes: RouteObject[] = [
  {
    element: <RequireAbility ability="administer" />,
    children: [
      { path: '/admin/address', element: <AddressSetListRoute /> },
      // '/admin/address/create' is the form of a new set.
      { path: '/admin/address/:id', element: <AddressSetFormRoute /> },
    ],
  },
];

function renderAt(route: string, administer = true) {
  const server = fakeApi({
    'GET /api/addressset': { body: { items: [], totalRecords: 0, pageSize: 10000 } },
    'GET /api/addressset/7': { body: addressSet(7, 'Midland remit-to') },
  });
  const value = session({ user: user({ abilities: { administer, workWithDocuments: true, signDocuments: true } }) });
  return { ...renderSignedInRoutes(addressSetRoutes, route, value), server };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('address set routes', () => {
  it('shows the list at /admin/address', async () => {
    renderAt('/admin/address');
    expect(await screen.findByRole('heading', { name: 'Address Sets' })).toBeInTheDocument();
    expect(await screen.findByText('No address sets yet.')).toBeInTheDocument();
  });

  it('reads /admin/address/create as a new set', async () => {
    renderAt('/admin/address/create');
    expect(await screen.findByRole('heading', { name: 'Create Address Set' })).toBeInTheDocument();
  });

  it('opens a set at /admin/address/{id}', async () => {
    renderAt('/admin/address/7');
    expect(await screen.findByDisplayValue('Midland remit-to')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Edit Address Set' })).toBeInTheDocument();
  });

  it.each([
    ['/admin/address/midland', true],
    ['/admin/address', false],
    ['/admin/address/7', false],
  ])('is "Page Not found" at %s (administers: %s)', async (route, administer) => {
    const { server } = renderAt(route, administer);
    expect(await screen.findByRole('heading', { name: 'Page Not found' })).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });
});
