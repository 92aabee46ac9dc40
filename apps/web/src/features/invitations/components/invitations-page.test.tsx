import { invitationMessages } from '@docvue/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';
import { invitation } from '../testing/invitation-fixtures';
import { InvitationsPage } from './invitations-page';

const location = () => screen.getByRole('status', { name: 'Current location', hidden: true });
const rowOf = (company: string) => screen.getByRole('row', { name: new RegExp(company) });

const pecos = invitation(3, 'Pecos Valley Royalty');
const redMesa = invitation(4, 'Red Mesa Energy Partners', { senderCompanyId: 2, maskedTaxNumber: '**-***1111' });

function renderList(
  canAnswer: boolean,
  idByNotification: number | null = null,
  extra: Parameters<typeof fakeApi>[0] = {},
) {
  let pending = [pecos, redMesa];
  const server = fakeApi({
    'GET /api/invitation/pending': () => ({ body: pending }),
    'POST /api/invitation/reject/3': () => {
      pending = pending.filter((i) => i.id !== 3);
      return { body: { ok: true } };
    },
    ...extra,
  });
  const view = renderWithProviders(<InvitationsPage canAnswer={canAnswer} idByNotification={idByNotification} />, {
    route: '/admin/invitations',
  });
  return { ...view, server };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Invitations list', () => {
  it('lists who invites the company, with the tax number masked', async () => {
    renderList(true);
    expect(await screen.findByRole('heading', { name: 'Invitations' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Invitations' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Logo', 'Company', 'Company Address', 'Sender Email', 'Tax Number', 'Actions']);
    const row = rowOf('Pecos Valley Royalty');
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Pecos Valley Royalty');
    expect(row).toHaveTextContent('500 W Texas Ave, Midland, TX 79701');
    expect(row).toHaveTextContent('ap@pecos.example');
    expect(row).toHaveTextContent('**-***4567');
    // Without a logo (404) the company's initials stand in, hidden from screen readers.
    expect(within(row).getByText('PV')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByText(invitationMessages.askAdmin)).not.toBeInTheDocument();
  });

  it('takes an administrator to the accept wizard', async () => {
    const { user } = renderList(true);
    await user.click(within(await screen.findByRole('row', { name: /Pecos/ })).getByRole('button', { name: 'Accept' }));
    expect(location()).toHaveTextContent('/admin/invitation/3');
  });

  it('rejects an invitation after asking, and tells so', async () => {
    const { user, server } = renderList(true);
    await user.click(within(await screen.findByRole('row', { name: /Pecos/ })).getByRole('button', { name: 'Reject' }));

    const dialog = screen.getByRole('dialog', { name: 'Reject Invitation' });
    expect(dialog).toHaveTextContent('Reject the invitation from Pecos Valley Royalty?');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));

    expect(await screen.findByText(invitationMessages.rejected)).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/invitation/reject/3')).toHaveLength(1);
    // The page is hidden from the accessibility tree until the dialog has gone.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('row', { name: /Pecos/ })).not.toBeInTheDocument());
    expect(rowOf('Red Mesa Energy Partners')).toBeInTheDocument();
  });

  it('rejects nothing when the question is cancelled', async () => {
    const { user, server } = renderList(true);
    await user.click(within(await screen.findByRole('row', { name: /Pecos/ })).getByRole('button', { name: 'Reject' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsTo('POST', '/api/invitation/reject/3')).toHaveLength(0);
  });

  it('tells a user who does not administer the company to ask an administrator', async () => {
    const { server } = renderList(false);
    const row = await screen.findByRole('row', { name: /Pecos/ });
    expect(screen.getByText(invitationMessages.askAdmin)).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Accept' })).toBeDisabled();
    expect(within(row).getByRole('button', { name: 'Reject' })).toBeDisabled();
    expect(server.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('says who answered an invitation a notification opened, when it was answered meanwhile', async () => {
    renderList(true, 12, {
      'GET /api/invitation/getbyid/12': {
        body: invitation(12, 'Llano Estacado Resources', {
          status: 'accepted',
          accepted: true,
          updateUser: 'Sam Whitaker',
          actionedMessage: invitationMessages.actionedBy('accepted', 'Sam Whitaker'),
        }),
      },
    });
    expect(await screen.findByText('accepted by user Sam Whitaker')).toBeInTheDocument();
  });

  it('says nothing more for a notified invitation that still waits', async () => {
    const { server } = renderList(true, 3, { 'GET /api/invitation/getbyid/3': { body: pecos } });
    await screen.findByRole('row', { name: /Pecos/ });
    await waitFor(() => expect(server.callsTo('GET', '/api/invitation/getbyid/3')).toHaveLength(1));
    expect(screen.queryByText(/actioned|by user/)).not.toBeInTheDocument();
  });

  it('shows one card per invitation on a phone', async () => {
    // A 375 px wide screen: every media query below the small breakpoint matches.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      onchange: null,
      dispatchEvent: () => false,
    }));
    const { user } = renderList(true);
    const list = await screen.findByRole('list', { name: 'Invitations' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = within(list).getAllByRole('listitem')[0]!;
    expect(within(card).getByRole('heading', { name: 'Pecos Valley Royalty' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Tax Number **-***4567');
    await user.click(within(card).getByRole('button', { name: 'Accept' }));
    expect(location()).toHaveTextContent('/admin/invitation/3');
  });

  it('says when no invitation waits', async () => {
    fakeApi({ 'GET /api/invitation/pending': { body: [] } });
    renderWithProviders(<InvitationsPage canAnswer idByNotification={null} />);
    expect(await screen.findByText('There are no pending invitations.')).toBeInTheDocument();
  });
});
