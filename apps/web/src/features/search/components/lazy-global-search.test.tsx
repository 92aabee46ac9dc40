import { screen } from '@testing-library/react';
import { fakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';
import { GlobalSearch } from './global-search';
import { LazyGlobalSearch } from './lazy-global-search';

describe('LazyGlobalSearch', () => {
  it('shows a search box at once, and the combobox once it has loaded', async () => {
    fakeApi({ 'GET /api/typeahead': { body: [] } });
    renderWithProviders(<LazyGlobalSearch />);
    // The first paint has a box to type in, named as the combobox will be.
    expect(screen.getByRole('textbox', { name: 'Search all documents' })).toHaveAttribute(
      'placeholder',
      'Search all documents...',
    );
    expect(await screen.findByRole('combobox', { name: 'Search all documents' })).toBeInTheDocument();
  });
});

describe('GlobalSearch taking over from the placeholder', () => {
  it('starts from what was typed, focused, and suggests for it', async () => {
    const server = fakeApi({ 'GET /api/typeahead': { body: [] } });
    renderWithProviders(<GlobalSearch initialInput="PBOS-24" autoFocus />);
    const box = screen.getByRole('combobox', { name: 'Search all documents' });
    expect(box).toHaveValue('PBOS-24');
    expect(box).toHaveFocus();
    expect(await screen.findByRole('option', { name: 'Search for "PBOS-24"' })).toBeInTheDocument();
    expect(server.callsTo('GET', '/api/typeahead').map((c) => c.url.searchParams.get('query'))).toEqual(['PBOS-24']);
  });
});
