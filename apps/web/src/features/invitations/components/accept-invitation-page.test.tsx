import { invitationMessages, PartyType, type Invitation, type OrgUnit } from '@docvue/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';
import { invitation, orgUnit, orgUnitsReply, party, SENDER_COMPANY_ID } from '../testing/invitation-fixtures';
import { AcceptInvitationPage } from './accept-invitation-page';

const location = () => screen.getByRole('status', { name: 'Current location', hidden: true });
const button = (name: string) => screen.getByRole('button', { name });
const partyNumber = () => screen.getByRole('textbox', { name: /^Party Number/ });
const typeSelect = () => screen.getByRole('combobox', { name: /^Type/ });
const leaseGroups = () => screen.queryByRole('combobox', { name: /^Lease Group/ });

const permian = orgUnit(21, 'Permian Basin');
const eagleFord = orgUnit(22, 'Eagle Ford');
const pecos = invitation(3, 'Pecos Valley Royalty');

interface Setup {
  invite?: Invitation;
  units?: OrgUnit[];
  canAnswer?: boolean;
  extra?: Parameters<typeof fakeApi>[0];
}

function renderWizard({ invite = pecos, units = [permian, eagleFord], canAnswer = true, extra = {} }: Setup = {}) {
  const server = fakeApi({
    [`GET /api/invitation/getbyid/${invite.id}`]: { body: invite },
    'GET /api/companyorgunit': orgUnitsReply(units),
    'POST /api/invitation/accept': { body: { companyName: invite.companyName, partyId: 77 } },
    ...extra,
  });
  const view = renderWithProviders(
    // The company calls its vendors suppliers (its terminology).
    <AcceptInvitationPage
      invitationId={invite.id}
      canAnswer={canAnswer}
      orgUnitTerm="Lease Group"
      vendorTerm="Supplier"
    />,
    { route: `/admin/invitation/${invite.id}` },
  );
  return { ...view, server };
}

type User = ReturnType<typeof renderWizard>['user'];

async function toNewParty(user: User) {
  await screen.findByRole('radio', { name: 'Create new party' });
  await user.click(button('Next'));
  return screen.findByRole('heading', { name: 'Create new party' });
}

/** Accept, agree to the due diligence, Continue. */
async function acceptAndContinue(user: User) {
  await user.click(button('Accept'));
  const dialog = await screen.findByRole('dialog', { name: 'Due Diligence' });
  await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Accept invitation wizard', () => {
  it('says nothing is required until Accept is pressed, then marks the empty field', async () => {
    const { user } = renderWizard();
    await toNewParty(user);
    await user.click(partyNumber());
    await user.tab();
    await user.tab();
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
    await user.click(button('Accept'));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(partyNumber()).toHaveAttribute('aria-invalid', 'true');
    await user.type(partyNumber(), 'PV-1');
    await waitFor(() => expect(partyNumber()).toHaveAttribute('aria-invalid', 'false'));
  }, 30_000);

  it('shows who invites, then asks for a new party or an existing one', async () => {
    const { user } = renderWizard();
    expect(await screen.findByRole('heading', { name: 'Accept Invitation' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Pecos Valley Royalty' })).toBeInTheDocument();
    expect(screen.getByText('**-***4567')).toBeInTheDocument();

    const choice = screen.getByRole('radiogroup', { name: 'Add Pecos Valley Royalty to your parties' });
    expect(within(choice).getByRole('radio', { name: 'Create new party' })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Previous' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();

    // Next moves the focus to the step it shows; Previous goes back with the choice kept.
    await user.click(within(choice).getByRole('radio', { name: 'Select existing party' }));
    await user.click(button('Next'));
    expect(screen.getByRole('heading', { name: 'Select existing party' })).toHaveFocus();
    expect(screen.getByRole('combobox', { name: /^Party/ })).toBeInTheDocument();
    await user.click(button('Previous'));
    expect(screen.getByRole('radio', { name: 'Select existing party' })).toBeChecked();
  });

  it('goes back to the list on Cancel', async () => {
    const { user, server } = renderWizard();
    await toNewParty(user);
    await user.click(button('Cancel'));
    expect(location()).toHaveTextContent('/admin/invitations');
    expect(server.callsTo('POST', '/api/invitation/accept')).toHaveLength(0);
  });

  it('keeps the type a vendor, owner or operator sender has, named in the company’s word', async () => {
    const { user } = renderWizard();
    await toNewParty(user);
    expect(typeSelect()).toHaveTextContent(/^Supplier$/);
    expect(typeSelect()).toHaveAttribute('aria-disabled', 'true');
  });

  it('lets the type be chosen when the sender’s is not settled', async () => {
    const { user, server } = renderWizard({
      invite: invitation(5, 'First Permian Bank', { partyTypeId: PartyType.Owner, partyTypeLocked: false }),
    });
    await toNewParty(user);
    expect(typeSelect()).toHaveTextContent('Owner');
    await user.click(typeSelect());
    await user.click(screen.getByRole('option', { name: 'Bank' }));
    await user.type(partyNumber(), 'B-7');
    await user.click(leaseGroups()!);
    await user.click(await screen.findByRole('option', { name: 'Eagle Ford' }));
    await acceptAndContinue(user);

    await waitFor(() => expect(server.callsTo('POST', '/api/invitation/accept')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/invitation/accept')[0]?.body).toMatchObject({
      partyTypeId: PartyType.Bank,
      orgUnitIds: [22],
    });
  });

  it('requires the party number and, among several, one org unit in the company’s word', async () => {
    const { user, server } = renderWizard();
    await toNewParty(user);
    await user.click(button('Accept'));

    expect(await screen.findByText('You must select at least 1 Lease Group')).toBeInTheDocument();
    expect(partyNumber()).toHaveAccessibleDescription('Required');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.callsTo('POST', '/api/invitation/accept')).toHaveLength(0);
  });

  it('chooses the company’s only org unit without asking, and accepts after the due diligence', async () => {
    const { user, server } = renderWizard({ units: [permian] });
    await toNewParty(user);
    expect(leaseGroups()).not.toBeInTheDocument();

    await user.type(partyNumber(), 'V-1001');
    await user.click(button('Accept'));
    const dialog = await screen.findByRole('dialog', { name: 'Due Diligence' });
    expect(dialog).toHaveTextContent(/due diligence on accepting documents from outside parties/);
    expect(server.callsTo('POST', '/api/invitation/accept')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('You are now connected to Pecos Valley Royalty')).toBeInTheDocument();
    await waitFor(() => expect(location()).toHaveTextContent('/admin/invitations'));
    expect(server.callsTo('POST', '/api/invitation/accept')[0]?.body).toEqual({
      id: 3,
      partyNumber: 'V-1001',
      partyTypeId: PartyType.Vendor,
      orgUnitIds: [21],
      existingPartyId: null,
    });
  });

  it('accepts nothing when the due diligence is not agreed', async () => {
    const { user, server } = renderWizard({ units: [permian] });
    await toNewParty(user);
    await user.type(partyNumber(), 'V-1001');
    await user.click(button('Accept'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsTo('POST', '/api/invitation/accept')).toHaveLength(0);
    expect(location()).toHaveTextContent('/admin/invitation/3');
  });

  it('makes an existing party the sender’s, found by search among those of its type', async () => {
    const parties = [
      party(40, 'Pecos Valley Royalty LLC'),
      party(41, 'Pecos River Minerals', { connectedCompanyId: 88 }),
      party(42, 'Pecos County Water', { connectedCompanyId: SENDER_COMPANY_ID }),
    ];
    const { user, server } = renderWizard({
      extra: {
        'GET /api/party/grid/search': (call) => {
          const text = (call.url.searchParams.get('query') ?? '').toLowerCase();
          const items = parties.filter((p) => p.name.toLowerCase().includes(text));
          return { body: { items, totalRecords: items.length } };
        },
      },
    });
    await screen.findByRole('radio', { name: 'Select existing party' });
    await user.click(screen.getByRole('radio', { name: 'Select existing party' }));
    await user.click(button('Next'));

    // Accept without a party says one is needed.
    await user.click(button('Accept'));
    const picker = screen.getByRole('combobox', { name: /^Party/ });
    await waitFor(() => expect(picker).toHaveAccessibleDescription('Required'));

    await user.type(picker, 'pecos');
    await waitFor(() =>
      expect(server.callsTo('GET', '/api/party/grid/search').at(-1)?.url.searchParams.get('query')).toBe('pecos'),
    );
    // Only parties of the sender's settled type; one connected to another company is not offered.
    expect(server.callsTo('GET', '/api/party/grid/search').at(-1)?.url.searchParams.get('partyTypeId')).toBe('1');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      expect.stringContaining('Pecos Valley Royalty LLC'),
      expect.stringContaining('Pecos County Water'),
    ]);
    await user.click(screen.getByRole('option', { name: /Pecos Valley Royalty LLC/ }));
    expect(picker).toHaveValue('Pecos Valley Royalty LLC (V-40)');
    await acceptAndContinue(user);

    await waitFor(() => expect(location()).toHaveTextContent('/admin/invitations'));
    expect(server.callsTo('POST', '/api/invitation/accept')[0]?.body).toEqual({
      id: 3,
      existingPartyId: 40,
      orgUnitIds: [],
    });
  });

  it('shows the server’s message when accepting fails, and stays', async () => {
    const message = 'A Vendor with the number V-1001 already exists.';
    const { user } = renderWizard({
      units: [permian],
      extra: { 'POST /api/invitation/accept': { status: 409, body: { error: { message, code: 'conflict' } } } },
    });
    await toNewParty(user);
    await user.type(partyNumber(), 'V-1001');
    await acceptAndContinue(user);

    expect(await screen.findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location()).toHaveTextContent('/admin/invitation/3');
    expect(partyNumber()).toHaveValue('V-1001');
  });

  it("says it couldn't accept when the server gives no message", async () => {
    const { user, server } = renderWizard({
      units: [permian],
      extra: { 'POST /api/invitation/accept': { status: 502, body: '<html>Bad Gateway</html>' } },
    });
    await toNewParty(user);
    await user.type(partyNumber(), 'V-1001');
    await acceptAndContinue(user);

    expect(await screen.findByText("Couldn't accept invitation'")).toBeInTheDocument();
    // The failure is logged.
    await waitFor(() => expect(server.callsTo('POST', '/api/clientexceptionlogger/exception')).toHaveLength(1));
  });

  it('says who answered an invitation that is no longer pending, without the wizard', async () => {
    renderWizard({
      invite: invitation(3, 'Pecos Valley Royalty', {
        status: 'rejected',
        updateUser: 'Sam Whitaker',
        actionedMessage: invitationMessages.actionedBy('rejected', 'Sam Whitaker'),
      }),
    });
    expect(await screen.findByText('rejected by user Sam Whitaker')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Invitations' })).toHaveAttribute('href', '/admin/invitations');
  });

  it('tells a user who does not administer the company to ask an administrator', async () => {
    const { server } = renderWizard({ canAnswer: false });
    expect(await screen.findByText(invitationMessages.askAdmin)).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });
});
