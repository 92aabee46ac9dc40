import { screen } from '@testing-library/react';
import { fakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';
import { GlobalSearch } from './global-search';

const location = () => screen.getByRole('status', { name: 'Current location' });

describe('GlobalSearch', () => {
  it('offers to search all documents for the typed text', async () => {
    fakeApi();
    const { user } = renderWithProviders(<GlobalSearch />);
    const box = screen.getByRole('combobox', { name: 'Search all documents' });
    expect(box).toHaveAttribute('placeholder', 'Search all documents...');
    await user.type(box, 'INV-1001');
    expect(await screen.findByRole('option', { name: 'Search for "INV-1001"' })).toBeInTheDocument();
  });

  it('shows only the search entry while the typeahead call does not exist', async () => {
    const server = fakeApi();
    const { user } = renderWithProviders(<GlobalSearch />);
    await user.type(screen.getByRole('combobox', { name: 'Search all documents' }), 'acme');
    await vi.waitFor(() => expect(server.callsTo('GET', '/api/typeahead')).not.toHaveLength(0));
    expect(server.callsTo('GET', '/api/typeahead')[0]?.url.searchParams.get('query')).toBe('acme');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Search for "acme"']);
  });

  it('opens the search page for the text', async () => {
    fakeApi();
    const { user } = renderWithProviders(<GlobalSearch />);
    await user.type(screen.getByRole('combobox', { name: 'Search all documents' }), 'north field');
    await user.click(await screen.findByRole('option', { name: 'Search for "north field"' }));
    expect(location()).toHaveTextContent('/search?q=north%20field');
  });

  it('searches on Enter too', async () => {
    fakeApi();
    const { user } = renderWithProviders(<GlobalSearch />);
    await user.type(screen.getByRole('combobox', { name: 'Search all documents' }), 'W9{Enter}');
    expect(location()).toHaveTextContent('/search?q=W9');
  });

  it('opens a document the typeahead found', async () => {
    fakeApi({ 'GET /api/typeahead': { body: [{ id: 42, text: 'INV-1001 Permian', documentTypeName: 'AR Invoice' }] } });
    const { user } = renderWithProviders(<GlobalSearch />);
    await user.type(screen.getByRole('combobox', { name: 'Search all documents' }), 'INV');
    await user.click(await screen.findByRole('option', { name: /INV-1001 Permian/ }));
    expect(location()).toHaveTextContent('/documents/42');
  });
});
