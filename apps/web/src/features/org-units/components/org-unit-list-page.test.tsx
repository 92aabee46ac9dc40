import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';
import { eagleFord, orgUnitsReply, permian, sanJuan } from '../testing/org-unit-fixtures';
import { OrgUnitListPage } from './org-unit-list-page';

/** The first screen of a file takes jsdom a while to draw (more on a busy machine). */
const slow = { timeout: 5000 };

const location = () => screen.getByRole('status', { name: 'Current location', hidden: true });
const names = () =>
  within(screen.getByRole('table', { name: 'Business Unit' }))
    .getAllByRole('rowheader')
    .map((h) => h.textContent);

function renderList() {
  const server = fakeApi({ 'GET /api/companyorgunit': orgUnitsReply([sanJuan, permian, eagleFord]) });
  return { ...renderWithProviders(<OrgUnitListPage term="Business Unit" />, { route: '/admin/orgunits' }), server };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Org unit list', () => {
  it('lists every org unit by name with its code, city, state and whether it is active', async () => {
    const { server } = renderList();
    expect(screen.getByRole('heading', { name: 'Business Unit' })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Business Unit' }, slow);
    expect(names()).toEqual(['Eagle Ford', 'Permian Basin', 'San Juan']);
    const headers = within(screen.getByRole('table')).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Name', 'Code', 'City', 'State', 'Active']);
    const row = screen.getByRole('rowheader', { name: 'San Juan' }).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['SJ', 'Farmington', 'NM', 'No']);
    // Active and inactive ones, all of them at once.
    expect(Object.fromEntries(server.calls[0]!.url.searchParams)).toEqual({ pageSize: '10000' });
  });

  it('filters by the search text and remembers it (orgUnitList)', async () => {
    const { user } = renderList();
    await screen.findByRole('table', { name: 'Business Unit' }, slow);
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'tx');
    expect(names()).toEqual(['Eagle Ford', 'Permian Basin']);
    expect(window.localStorage.getItem('orgUnitList')).toBe('tx');
  });

  it('starts from the remembered search text', async () => {
    window.localStorage.setItem('orgUnitList', 'sj');
    renderList();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('sj');
    await waitFor(() => expect(names()).toEqual(['San Juan']));
  });

  it('says when nothing matches', async () => {
    window.localStorage.setItem('orgUnitList', 'Bakken');
    renderList();
    expect(await screen.findByText('No Business Unit found')).toBeInTheDocument();
  });

  it('opens an org unit from its row, and a new one from New {term}', async () => {
    const { user } = renderList();
    await screen.findByRole('table', { name: 'Business Unit' }, slow);
    await user.click(screen.getByText('Midland'));
    expect(location()).toHaveTextContent('/admin/orgunit/21');
    expect(screen.getByRole('link', { name: 'New Business Unit' })).toHaveAttribute('href', '/admin/orgunit/create');
  });
});
