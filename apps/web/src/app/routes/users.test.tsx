import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { companyUser, rolesReply } from '@/features/users/testing/user-fixtures';
import { fakeApi } from '@/testing/fake-api';
import { session, user } from '@/testing/fixtures';
import { renderSignedInRoutes } from '@/testing/session-routes';
import { RequireAbility } from '../guards';
import { UserFormRoute, UserListRoute } from './users';

/** The entries signed-in-routes.tsx is to take (see the report of the Users screens). */
const routes: RouteObject[] = [
  {
    element: <RequireAbility ability="administer" />,
    children: [
      { path: '/admin/users', element: <UserListRoute /> },
      // '/admin/user/create' is the form of a new user.
      { path: '/admin/user/:id', element: <UserFormRoute /> },
    ],
  },
];

function renderAt(route: string, administer: boolean) {
  const server = fakeApi({
    'GET /api/users/exchange': { body: [companyUser(4, 'ap@redmesaenergy.example')] },
    'GET /api/users/4': { body: companyUser(4, 'ap@redmesaenergy.example') },
    'GET /api/lookups/roles': rolesReply,
  });
  const value = session({ user: user({ abilities: { administer, workWithDocuments: true, signDocuments: true } }) });
  return { ...renderSignedInRoutes(routes, route, value), server };
}

const slow = { timeout: 5000 };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('user routes', () => {
  it('shows the users to an administrator at /admin/users', async () => {
    renderAt('/admin/users', true);
    expect(await screen.findByRole('heading', { name: 'Users' }, slow)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'ap@redmesaenergy.example' })).toBeInTheDocument();
  });

  it('reads /admin/user/create as a new user', async () => {
    renderAt('/admin/user/create', true);
    expect(await screen.findByRole('heading', { name: 'Create User' })).toBeInTheDocument();
  });

  it('opens a user at /admin/user/{id}', async () => {
    renderAt('/admin/user/4', true);
    expect(await screen.findByDisplayValue('ap@redmesaenergy.example')).toBeInTheDocument();
  });

  it('is "Page Not found" for an address that is not a user', async () => {
    renderAt('/admin/user/dana', true);
    expect(await screen.findByRole('heading', { name: 'Page Not found' })).toBeInTheDocument();
  });

  it.each(['/admin/users', '/admin/user/create', '/admin/user/4'])(
    'is "Page Not found" at %s for a user who does not administer the company',
    async (route) => {
      const { server } = renderAt(route, false);
      expect(await screen.findByRole('heading', { name: 'Page Not found' })).toBeInTheDocument();
      expect(server.calls).toHaveLength(0);
    },
  );
});
