import { TerminologyKey } from '@docvue/contracts';
import { screen, waitFor } from '@testing-library/react';
import { Navigate, type RouteObject } from 'react-router';
import { fakeApi } from '@/testing/fake-api';
import { session, user } from '@/testing/fixtures';
import { renderSignedInRoutes } from '@/testing/session-routes';
import { RequireAbility } from '../guards';
import { CompanyDocumentRoute, CompanyDocumentsRoute, CompanyLogoRoute, TerminologyRoute } from './company-settings';

/** The entries signed-in-routes.tsx is to hold for Setup. */
const settingsRoutes: RouteObject[] = [
  {
    element: <RequireAbility ability="administer" />,
    children: [
      { path: '/admin/settings', element: <Navigate to="/admin/settings/legalDocuments" replace /> },
      { path: '/admin/settings/legalDocuments', element: <CompanyDocumentsRoute /> },
      { path: '/admin/settings/companyLogo', element: <CompanyLogoRoute /> },
      { path: '/admin/settings/terminology', element: <TerminologyRoute /> },
      { path: '/admin/settings/legalDocument/:id', element: <CompanyDocumentRoute /> },
    ],
  },
];

const location = () => screen.getByRole('status', { name: 'Current location' });

function renderAt(route: string, administer = true, extra: Parameters<typeof fakeApi>[0] = {}) {
  const server = fakeApi({ 'POST /api/legaldocuments/search': { body: { items: [] } }, ...extra });
  const value = session({
    user: user({ abilities: { administer, workWithDocuments: true, signDocuments: true } }),
    terminologies: [
      { terminologyId: TerminologyKey.OrgUnit, terminologyName: 'Org Unit', customizedName: 'Business Unit' },
      { terminologyId: TerminologyKey.Vendor, terminologyName: 'Vendor', customizedName: '' },
    ],
  });
  return { ...renderSignedInRoutes(settingsRoutes, route, value), server };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Setup routes', () => {
  it('opens /admin/settings on the Company Documents tab, and moves between the tabs', async () => {
    const { user } = renderAt('/admin/settings');
    expect(await screen.findByRole('heading', { name: 'Setup' })).toBeInTheDocument();
    expect(location()).toHaveTextContent('/admin/settings/legalDocuments');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Company Documents', 'Logo', 'Terminology']);
    expect(screen.getByRole('tab', { name: 'Company Documents' })).toHaveAttribute('aria-selected', 'true');
    await screen.findByText(/No company documents yet/);
    expect(screen.getByRole('tabpanel', { name: 'Company Documents' })).toHaveTextContent('No company documents yet.');

    await user.click(screen.getByRole('tab', { name: 'Logo' }));
    expect(location()).toHaveTextContent('/admin/settings/companyLogo');
    expect(screen.getByRole('tab', { name: 'Logo' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Logo' })).toHaveTextContent('250 × 50 pixels');
  });

  it('renames Org Unit and Vendor on the Terminology tab', async () => {
    const { user, server } = renderAt('/admin/settings/terminology', true, {
      'PUT /api/company/terminology': {
        body: [
          { terminologyId: 1, terminologyName: 'Org Unit', customizedName: 'Business Unit' },
          { terminologyId: 2, terminologyName: 'Vendor', customizedName: 'Supplier' },
        ],
      },
    });
    const orgUnit = await screen.findByRole('textbox', { name: 'Org Unit' });
    expect(orgUnit).toHaveValue('Business Unit');
    expect(orgUnit).toHaveAttribute('maxlength', '50');
    const vendor = screen.getByRole('textbox', { name: 'Vendor' });
    expect(vendor).toHaveValue('');
    await user.type(vendor, 'Supplier');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Successfully updated settings')).toBeInTheDocument();
    expect(server.callsTo('PUT', '/api/company/terminology')[0]!.body).toEqual({
      terminologies: [
        { terminologyId: 1, customizedName: 'Business Unit' },
        { terminologyId: 2, customizedName: 'Supplier' },
      ],
    });
  });

  it('reads legalDocument/create as a new document', async () => {
    renderAt('/admin/settings/legalDocument/create');
    expect(await screen.findByRole('heading', { name: 'Upload Company Document' })).toBeInTheDocument();
  });

  it.each(['/admin/settings/legalDocument/w9', '/admin/settings/terminology'])(
    'is "Page Not found" at %s when it is not a document, or for a user who does not administer',
    async (route) => {
      const { server } = renderAt(route, route.endsWith('w9'));
      expect(await screen.findByRole('heading', { name: 'Page Not found' })).toBeInTheDocument();
      await waitFor(() => expect(server.calls.filter((c) => c.path.startsWith('/api/legaldocuments'))).toHaveLength(0));
    },
  );
});
