import type { CompanyUser } from '@docvue/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';
import { companyUser, rolesReply } from '../testing/user-fixtures';
import { EditUserPage } from './edit-user-page';

/** The first screen of a file takes jsdom a while to draw (more on a busy machine). */
const slow = { timeout: 5000 };

const secret = 'dvx_live_7f3a9c0b2e4d4f6a8b1c3e5f7a9b0c2d';
const oldKey = {
  id: 1,
  prefix: 'dvx_live_11aa',
  createdAt: '2026-03-02T12:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
};

function renderApiKeyUser() {
  let current: CompanyUser = companyUser(9, 'erp@redmesaenergy.example', {
    firstName: 'ERP',
    lastName: 'Integration',
    userType: 2,
    apiKeys: [oldKey],
  });
  const server = fakeApi({
    'GET /api/lookups/roles': rolesReply,
    'GET /api/users/9': () => ({ body: current }),
    'POST /api/users/9/apikeys': () => {
      const key = { id: 2, prefix: 'dvx_live_7f3a', createdAt: '2026-04-01T09:00:00.000Z' };
      current = { ...current, apiKeys: [...current.apiKeys, { ...key, lastUsedAt: null, revokedAt: null }] };
      return { status: 201, body: { ...key, key: secret } };
    },
    'DELETE /api/users/9/apikeys/1': () => {
      current = {
        ...current,
        apiKeys: current.apiKeys.map((k) => (k.id === 1 ? { ...k, revokedAt: '2026-04-02T12:00:00.000Z' } : k)),
      };
      return { body: { ok: true } };
    },
  });
  return { ...renderWithProviders(<EditUserPage id={9} />, { route: '/admin/user/9' }), server };
}

const keysTable = () => screen.getByRole('table', { name: 'API Keys' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('API keys of an API-key user', () => {
  it('lists the keys without the keys themselves, and offers no password reset', async () => {
    const { user } = renderApiKeyUser();
    const row = (await screen.findByRole('rowheader', { name: 'dvx_live_11aa' }, slow)).closest('tr')!;
    expect(
      within(keysTable())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Prefix', 'Created', 'Last Used', 'Revoked', 'Actions']);
    expect(within(row).getByText(/^03\/02\/2026/)).toBeInTheDocument();
    expect(within(row).getByText('Never')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    expect(screen.queryByRole('menuitem', { name: 'Reset Password' })).not.toBeInTheDocument();
  });

  it('shows a new key once, with a copy button and the warning', async () => {
    const { user } = renderApiKeyUser();
    await screen.findByRole('rowheader', { name: 'dvx_live_11aa' }, slow);
    await user.click(screen.getByRole('button', { name: 'Create API key' }));

    const dialog = await screen.findByRole('dialog', { name: 'API key created' });
    expect(dialog).toHaveAccessibleDescription('Copy this key now: it will not be shown again.');
    expect(within(dialog).getByRole('textbox', { name: 'API key' })).toHaveValue(secret);
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await within(dialog).findByText('Copied to the clipboard')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(secret);

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The list shows the new key by its prefix only; the key itself is gone from the page.
    expect(await screen.findByRole('rowheader', { name: 'dvx_live_7f3a' })).toBeInTheDocument();
    expect(screen.queryByDisplayValue(secret)).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(secret);
  });

  it('revokes a key after confirming', async () => {
    const { user, server } = renderApiKeyUser();
    await screen.findByRole('rowheader', { name: 'dvx_live_11aa' }, slow);
    await user.click(screen.getByRole('button', { name: 'Revoke dvx_live_11aa' }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke API key' });
    expect(dialog).toHaveTextContent('Programs using the key dvx_live_11aa will no longer be able to call the API.');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('API key revoked')).toBeInTheDocument();
    expect(server.callsTo('DELETE', '/api/users/9/apikeys/1')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Revoke dvx_live_11aa' })).not.toBeInTheDocument());
    // The closing dialog hides the page from the accessibility tree until its transition ends.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = screen.getByRole('rowheader', { name: 'dvx_live_11aa' }).closest('tr')!;
    expect(within(row).getByText(/^04\/02\/2026/)).toBeInTheDocument();
  });
});
