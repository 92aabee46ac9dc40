import { screen, within } from '@testing-library/react';
import { fakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';
import { AddressSetListPage } from './address-set-list-page';

const location = () => screen.getByRole('status', { name: 'Current location' });
const row = (id: number, name: string, code: string | null) => ({ id, name, code, isActive: true });

function renderList() {
  const server = fakeApi({
    'GET /api/addressset': {
      body: {
        items: [row(3, 'Houston tax', 'HOU'), row(7, 'Midland remit-to', 'MID'), row(9, 'Odessa yard', null)],
        totalRecords: 3,
        pageSize: 10000,
      },
    },
  });
  return { ...renderWithProviders(<AddressSetListPage />, { route: '/admin/address' }), server };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Address set list', () => {
  it('lists every set by Name and Code, and narrows them by name or code as one types', async () => {
    const { user, server } = renderList();
    const table = await screen.findByRole('table', { name: 'Address Sets' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Code']);
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(server.callsTo('GET', '/api/addressset')[0]!.url.search).toBe('?page=1&pageSize=10000');

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'mid');
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['Midland remit-toMID']);
    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'hou');
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['Houston taxHOU']);
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'x');
    expect(screen.getByText('No address sets match the search.')).toBeInTheDocument();
  });

  it('opens a set from its row, and a new one from New Address Set', async () => {
    const { user } = renderList();
    expect(screen.getByRole('link', { name: 'New Address Set' })).toHaveAttribute('href', '/admin/address/create');
    await user.click(await screen.findByText('MID'));
    expect(location()).toHaveTextContent('/admin/address/7');
  });
});
