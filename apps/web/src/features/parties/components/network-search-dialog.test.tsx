import type { NetworkMatch } from '@docvue/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';
import { networkMatch, onNetwork, party, partyListReply } from '../testing/party-fixtures';
import { PartyListPage } from './party-list-page';

const basin = party(2, 'Basin Well Services', onNetwork.invite);
const mesquite = party(3, 'Mesquite Trucking', onNetwork.invite);

/** The list page with the network search answering `matches`; `hold` keeps the search running until released. */
function renderSearch(matches: NetworkMatch[], extra: Parameters<typeof fakeApi>[0] = {}, hold = false) {
  const server = fakeApi({
    'GET /api/party/grid/search': partyListReply([basin, mesquite]),
    'POST /api/party/networksearch': { body: { searched: 2, matches } },
    ...extra,
  });
  let release = () => {};
  if (hold) {
    const answer = globalThis.fetch;
    const held = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('/networksearch')) await held;
      return answer(input, init);
    });
  }
  const view = renderWithProviders(<PartyListPage orgUnitTerm="Org Unit" vendorTerm="Vendor" canConnect />);
  const open = async () => {
    await within(await screen.findByRole('grid', { name: 'Parties' })).findByText('Mesquite Trucking');
    await view.user.click(screen.getByRole('button', { name: 'Find Network Matches...' }));
    return screen.getByRole('dialog');
  };
  return { ...view, server, open, release: () => release() };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Network search dialog', () => {
  it('says it is finding matches, then how many it found, with each party and company', async () => {
    const { open, release, server } = renderSearch(
      [
        networkMatch(basin, 'Basin Well Services LLC', 'taxIdentifier'),
        networkMatch(mesquite, 'Mesquite Trucking Co', 'name'),
      ],
      {},
      true,
    );
    const dialog = await open();
    expect(dialog).toHaveAccessibleName('Finding Matches on the Exchange Network...');
    expect(within(dialog).getByRole('progressbar')).toBeInTheDocument();
    release();
    await waitFor(() => expect(dialog).toHaveAccessibleName('2 matches found'));
    expect(server.callsTo('POST', '/api/party/networksearch')).toHaveLength(1);

    const items = within(within(dialog).getByRole('list', { name: 'Matches' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Basin Well Services (V-2)');
    expect(items[0]).toHaveTextContent('Basin Well Services LLC, Houston, TX');
    expect(items[0]).toHaveTextContent('Matched by Tax Identifier');
    expect(items[1]).toHaveTextContent('Mesquite Trucking Co, Houston, TX');
    expect(items[1]).toHaveTextContent('Matched by name');
  });

  it.each([
    [0, 'Sorry no matches found'],
    [1, '1 match found'],
  ])('with %i matches says "%s"', async (n, title) => {
    const { open } = renderSearch(n === 0 ? [] : [networkMatch(basin, 'Basin Well Services LLC', 'taxIdentifier')]);
    const dialog = await open();
    await waitFor(() => expect(dialog).toHaveAccessibleName(title));
  });

  it('connects a match once the user agrees that due diligence was done', async () => {
    const { open, user, server } = renderSearch([networkMatch(basin, 'Basin Well Services LLC', 'taxIdentifier')], {
      'PUT /api/party/2/connect': { body: party(2, 'Basin Well Services', onNetwork.connecting) },
    });
    const dialog = await open();
    const connect = await within(dialog).findByRole('button', {
      name: 'Connect Basin Well Services to Basin Well Services LLC',
    });

    await user.click(connect);
    let question = screen.getByRole('dialog', { name: 'Due Diligence' });
    expect(question).toHaveTextContent('due diligence on accepting documents from outside parties');
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(server.callsTo('PUT', '/api/party/2/connect')).toHaveLength(0);

    await user.click(connect);
    question = screen.getByRole('dialog', { name: 'Due Diligence' });
    await user.click(within(question).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('Waiting for other party to accept')).toBeInTheDocument();
    expect(server.callsTo('PUT', '/api/party/2/connect')).toHaveLength(1);
    expect(within(dialog).queryByRole('button', { name: /^Connect/ })).not.toBeInTheDocument();
  });

  it('shows the server’s message when connecting fails, and Connect again', async () => {
    const { open, user } = renderSearch([networkMatch(basin, 'Basin Well Services LLC', 'taxIdentifier')], {
      'PUT /api/party/2/connect': {
        status: 409,
        body: { error: { message: 'The company is already connected', code: 'conflict' } },
      },
    });
    const dialog = await open();
    await user.click(await within(dialog).findByRole('button', { name: /^Connect Basin/ }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Due Diligence' })).getByRole('button', { name: 'Continue' }),
    );
    expect(await screen.findByText('The company is already connected')).toBeInTheDocument();
    expect(await within(dialog).findByRole('button', { name: /^Connect Basin/ })).toBeEnabled();
  });

  it('shows the server’s message when the search fails', async () => {
    const { open } = renderSearch([], {
      'POST /api/party/networksearch': {
        status: 500,
        body: { error: { message: 'The network is busy', code: 'internal_error' } },
      },
    });
    const dialog = await open();
    expect(await within(dialog).findByText('The network is busy')).toBeInTheDocument();
  });
});
