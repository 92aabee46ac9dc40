import type { TypeaheadHit } from '@docvue/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { fakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';
import { GlobalSearch } from './global-search';

const location = () => screen.getByRole('status', { name: 'Current location' });
const box = () => screen.getByRole('combobox', { name: 'Search all documents' });

const hit = (id: number, text: string, extra: Partial<TypeaheadHit> = {}): TypeaheadHit => ({
  id,
  text,
  documentTypeName: 'AR Invoice',
  documentTypeTemplateId: 93,
  routeStatusId: 2,
  ...extra,
});

describe('GlobalSearch', () => {
  it('offers to search all documents for the typed text', async () => {
    fakeApi({ 'GET /api/typeahead': { body: [] } });
    const { user } = renderWithProviders(<GlobalSearch />);
    expect(box()).toHaveAttribute('placeholder', 'Search all documents...');
    await user.type(box(), 'INV-1001');
    expect(await screen.findByRole('option', { name: 'Search for "INV-1001"' })).toBeInTheDocument();
  });

  it('suggests the documents the server finds, after the search entry, with their type and status', async () => {
    const server = fakeApi({
      'GET /api/typeahead': {
        body: [hit(42, 'PBOS-24795 · Red Mesa Energy Partners'), hit(43, 'DO-1 · Cimarron', { routeStatusId: null })],
      },
    });
    const { user } = renderWithProviders(<GlobalSearch />);
    await user.type(box(), 'pbos');
    await screen.findByRole('option', { name: /PBOS-24795/ });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Search for "pbos"',
      'PBOS-24795 · Red Mesa Energy Partners' + 'AR Invoice · Received',
      'DO-1 · Cimarron' + 'AR Invoice',
    ]);
    expect(server.callsTo('GET', '/api/typeahead').map((c) => c.url.searchParams.get('query'))).toEqual(['pbos']);
  });

  it('asks once typing pauses, with the text as typed (a trailing space completes a word)', async () => {
    const server = fakeApi({ 'GET /api/typeahead': { body: [hit(42, 'PBOS-24795 · Red Mesa')] } });
    const { user } = renderWithProviders(<GlobalSearch />);
    await user.type(box(), 'red mesa ');
    await screen.findByRole('option', { name: /PBOS-24795/ });
    expect(server.callsTo('GET', '/api/typeahead').map((c) => c.url.searchParams.get('query'))).toEqual(['red mesa ']);
  });

  it('does not ask for suggestions for blanks only', async () => {
    const server = fakeApi({ 'GET /api/typeahead': { body: [] } });
    const { user } = renderWithProviders(<GlobalSearch />);
    await user.type(box(), '   ');
    // Longer than the debounce: no call goes out.
    await act(() => new Promise((r) => setTimeout(r, 500)));
    expect(server.callsTo('GET', '/api/typeahead')).toHaveLength(0);
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('keeps the search entry when suggestions cannot be loaded', async () => {
    const server = fakeApi({
      'GET /api/typeahead': { status: 500, body: { error: { message: 'down', code: 'internal_error' } } },
    });
    const { user } = renderWithProviders(<GlobalSearch />);
    await user.type(box(), 'acme');
    await waitFor(() => expect(server.callsTo('GET', '/api/typeahead')).not.toHaveLength(0));
    // Let the failed answer arrive: there is nothing on screen to wait for, by design.
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Search for "acme"']);
    // The failure is quiet: searching still works.
    expect(screen.queryByText('down')).not.toBeInTheDocument();
  });

  it('does not show suggestions of an earlier text while typing goes on', async () => {
    fakeApi({
      'GET /api/typeahead': (call) =>
        call.url.searchParams.get('query') === 'pb'
          ? { body: [hit(1, 'PB-1 · Old')] }
          : { body: [hit(2, 'PBOS-2 · New')] },
    });
    const { user } = renderWithProviders(<GlobalSearch />);
    await user.type(box(), 'pb');
    await screen.findByRole('option', { name: /PB-1/ });
    await user.type(box(), 'os');
    expect(screen.queryByRole('option', { name: /PB-1/ })).not.toBeInTheDocument();
    expect(await screen.findByRole('option', { name: /PBOS-2/ })).toBeInTheDocument();
  });

  it('tells apart two versions of a document that read the same', async () => {
    fakeApi({
      'GET /api/typeahead': {
        body: [hit(51, 'PBOS-24702 · Red Mesa'), hit(50, 'PBOS-24702 · Red Mesa', { routeStatusId: 6 })],
      },
    });
    const { user } = renderWithProviders(<GlobalSearch />);
    await user.type(box(), 'PBOS-24702');
    const options = await screen.findAllByRole('option', { name: /^PBOS-24702 · Red Mesa/ });
    expect(options.map((o) => o.textContent)).toEqual([
      'PBOS-24702 · Red Mesa' + 'AR Invoice · Received',
      'PBOS-24702 · Red Mesa' + 'AR Invoice · Resubmitted',
    ]);
    await user.click(options[1]!);
    expect(location()).toHaveTextContent('/documents/50');
  });

  it('opens the search page for the text', async () => {
    fakeApi({ 'GET /api/typeahead': { body: [] } });
    const { user } = renderWithProviders(<GlobalSearch />);
    await user.type(box(), 'north field');
    await user.click(await screen.findByRole('option', { name: 'Search for "north field"' }));
    expect(location()).toHaveTextContent('/search?q=north%20field');
    expect(box()).toHaveValue('');
  });

  it('searches on Enter too', async () => {
    fakeApi({ 'GET /api/typeahead': { body: [] } });
    const { user } = renderWithProviders(<GlobalSearch />);
    await user.type(box(), 'W9{Enter}');
    expect(location()).toHaveTextContent('/search?q=W9');
  });

  it('opens a document the typeahead found, by mouse or keyboard', async () => {
    fakeApi({ 'GET /api/typeahead': { body: [hit(42, 'INV-1001 · Permian'), hit(44, 'INV-1002 · Permian')] } });
    const { user } = renderWithProviders(<GlobalSearch />);
    await user.type(box(), 'INV');
    await user.click(await screen.findByRole('option', { name: /INV-1001 · Permian/ }));
    expect(location()).toHaveTextContent('/documents/42');

    await user.type(box(), 'INV');
    await screen.findByRole('option', { name: /INV-1002/ });
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(location()).toHaveTextContent('/documents/44');
  });
});
