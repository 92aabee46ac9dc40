import { PartyType, type PartyTypeId } from '@docvue/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { fakeApi } from '@/testing/fake-api';
import { personalizationReply } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { onNetwork, orgUnitsReply, party } from '../testing/party-fixtures';
import { CreatePartyPage, EditPartyPage } from './party-form-page';

const location = () => screen.getByRole('status', { name: 'Current location', hidden: true });
/** A field by its label (required ones carry an asterisk). */
const field = (label: string, root: HTMLElement = document.body) =>
  within(root).getByRole('textbox', { name: new RegExp(`^${label}( \\*)?$`) });
const dateField = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const typeSelect = () => screen.getByRole('combobox', { name: /^Type/ });
const orgUnits = () => screen.getByRole('combobox', { name: /^Business Unit/ });

const pecos = party(4, 'Pecos Valley Royalty', {
  ...onNetwork.invite,
  partyTypeId: PartyType.Owner,
  emails: ['royalty@pecos.example', 'owners@pecos.example'],
  effectiveFromDate: '2026-01-01T00:00:00.000Z',
  externalSystem: 'Quorum',
  externalSystemId: 'OWN-0042',
});

function renderCreate(partyTypeId: PartyTypeId | null = null, extra: Parameters<typeof fakeApi>[0] = {}) {
  const server = fakeApi({ 'GET /api/companyorgunit': orgUnitsReply, ...extra });
  // The company calls its vendors suppliers (its terminology).
  const view = renderWithProviders(
    <CreatePartyPage orgUnitTerm="Business Unit" vendorTerm="Supplier" partyTypeId={partyTypeId} />,
    { route: '/admin/party/create' },
  );
  return { ...view, server };
}

function renderEdit(extra: Parameters<typeof fakeApi>[0] = {}, canConnect = true) {
  const server = fakeApi({
    'GET /api/companyorgunit': orgUnitsReply,
    'GET /api/party/4': { body: pecos },
    ...extra,
  });
  const view = renderWithProviders(
    <EditPartyPage id={4} orgUnitTerm="Business Unit" vendorTerm="Supplier" canConnect={canConnect} />,
    { route: '/admin/party/4' },
  );
  return { ...view, server };
}

type User = ReturnType<typeof renderCreate>['user'];

/** Types a whole value at once (a paste): the form's rules, not the keystrokes, are under test. */
async function fill(user: User, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

async function fillRequired(user: User) {
  await user.click(typeSelect());
  await user.click(screen.getByRole('option', { name: 'Supplier' }));
  await fill(user, field('Name'), 'Permian Basin Oilfield Services');
  await fill(user, field('Party Number'), 'V-1001');
  await fill(user, field('Tax Identifier'), '75-1234567');
  await fill(user, field('Emails'), 'ap@pbos.example  billing@pbos.example');
  await user.click(orgUnits());
  await user.click(await screen.findByRole('option', { name: 'Permian Basin' }));
}

const save = (user: User) => user.click(screen.getByRole('button', { name: 'Save' }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Party form, creating', () => {
  it('says what is required, in the contract’s words and the company’s term, and saves nothing', async () => {
    const { user, server } = renderCreate();
    await screen.findByRole('heading', { name: 'Create Party' });
    await save(user);

    expect(await screen.findByText('You must select at least 1 Business Unit')).toBeInTheDocument();
    for (const label of ['Name', 'Party Number', 'Tax Identifier', 'Emails']) {
      expect(field(label)).toHaveAccessibleDescription('Required');
    }
    expect(typeSelect().closest('.MuiFormControl-root')).toHaveTextContent('Required');
    expect(server.callsTo('POST', '/api/party')).toHaveLength(0);
    // Fields the contract bounds stop at its limits.
    expect(field('Tax Identifier')).toHaveAttribute('maxlength', '50');
    expect(field('Emails')).toHaveAttribute('maxlength', '500');
    expect(field('ACH Routing Transit Number')).toHaveAttribute('maxlength', '9');
  });

  it("offers the types in the company's words (its own word for Vendor)", async () => {
    const { user } = renderCreate();
    await user.click(typeSelect());
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Supplier',
      'Owner',
      'Operator',
      'Bank',
      'Purchaser',
    ]);
  });

  it('asks for a contact e-mail to invite the party', async () => {
    const { user, server } = renderCreate();
    await user.click(await screen.findByRole('checkbox', { name: 'Invite party to join the Exchange Network' }));
    await save(user);
    expect(
      await screen.findByText('A contact email is required to invite a party to your network'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: 'Invite party to join the Exchange Network' }),
    ).toHaveAccessibleDescription('A contact email is required to invite a party to your network');
    expect(server.callsTo('POST', '/api/party')).toHaveLength(0);
  });

  it('names the first e-mail of the list that is not one', async () => {
    const { user } = renderCreate();
    await user.type(await screen.findByRole('textbox', { name: /^Emails/ }), 'ap@pbos.example billing@pbos');
    await user.tab();
    expect(field('Emails')).toHaveAccessibleDescription('billing@pbos is not a valid email');
    await user.type(field('Emails'), '.example');
    await waitFor(() => expect(field('Emails')).not.toHaveAccessibleDescription(/not a valid email/));
  });

  it('marks a tax identifier and routing number that are no such thing as they are typed (issue 31)', async () => {
    const { user } = renderCreate();
    await fill(user, await screen.findByRole('textbox', { name: /^Tax Identifier/ }), '07-1234567');
    await fill(user, field('ACH Routing Transit Number'), '011000016');
    await user.tab();
    expect(field('Tax Identifier')).toHaveAccessibleDescription(
      'Tax Identifier is not a valid EIN: the IRS has never issued an EIN starting 07',
    );
    expect(field('ACH Routing Transit Number')).toHaveAccessibleDescription(
      'ACH Routing Transit Number is not a valid ABA routing number: its check digit does not match',
    );
    await user.clear(field('ACH Routing Transit Number'));
    await fill(user, field('ACH Routing Transit Number'), '011000015');
    await waitFor(() => expect(field('ACH Routing Transit Number')).not.toHaveAccessibleDescription(/not a valid/));
  }, 30_000);

  it('takes the effective dates in the user’s date format, warns when they are out of order, and still saves', async () => {
    const created = party(30, 'Permian Basin Oilfield Services');
    const { user, server } = renderCreate(null, {
      'POST /api/party': { status: 201, body: created },
      ...personalizationReply('dd/MM/yyyy'),
    });
    await screen.findByRole('heading', { name: 'Create Party' });
    await fillRequired(user);
    await waitFor(() => expect(dateField('Effective From Date')).toHaveAttribute('placeholder', 'dd/mm/yyyy'));
    await user.type(dateField('Effective From Date'), '30062026');
    expect(dateField('Effective From Date')).toHaveValue('30/06/2026');
    // A pasted date goes through the same mask.
    await fill(user, dateField('Effective Thru Date'), '01012026');
    expect(dateField('Effective Thru Date')).toHaveValue('01/01/2026');
    expect(screen.getByRole('alert')).toHaveTextContent('Effective From Date must be before Effective Thru Date');

    await save(user);
    await waitFor(() => expect(server.callsTo('POST', '/api/party')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/party')[0]!.body).toEqual({
      partyTypeId: 1,
      name: 'Permian Basin Oilfield Services',
      number: 'V-1001',
      taxIdentifier: '75-1234567',
      emailsAsString: 'ap@pbos.example  billing@pbos.example',
      phone: null,
      ext: null,
      cell: null,
      achRoutingTransitNumber: null,
      wireRoutingTransitNumber: null,
      effectiveFromDate: '2026-06-30',
      effectiveThruDate: '2026-01-01',
      companyOrgUnitIds: [21],
      addressLineOne: null,
      addressLineTwo: null,
      city: null,
      state: null,
      zipCode: null,
      altAddressLineOne: null,
      altAddressLineTwo: null,
      altCity: null,
      altState: null,
      altZipCode: null,
      isActive: true,
      inviteToNetwork: false,
    });
    expect(await screen.findByText('Party Created')).toBeInTheDocument();
    await waitFor(() => expect(location()).toHaveTextContent(/^\/admin\/parties$/));
  });

  it('starts with the type of the address, and invites the party when asked', async () => {
    const { user, server } = renderCreate(PartyType.Bank, {
      'POST /api/party': { status: 201, body: party(31, 'First Permian Bank', { ...onNetwork.inviteSent }) },
    });
    await screen.findByRole('heading', { name: 'Create Party' });
    expect(typeSelect()).toHaveTextContent('Bank');
    await user.type(field('Name'), 'First Permian Bank');
    await user.type(field('Party Number'), 'B-1');
    await user.type(field('Tax Identifier'), '75-7654321');
    await user.type(field('Emails'), 'treasury@firstpermian.example');
    await user.click(orgUnits());
    await user.click(await screen.findByRole('option', { name: 'Eagle Ford' }));
    await user.click(screen.getByRole('checkbox', { name: 'Invite party to join the Exchange Network' }));
    await user.type(
      within(screen.getByRole('region', { name: 'Primary Address' })).getByRole('textbox', { name: 'City' }),
      'Odessa',
    );
    await save(user);
    await waitFor(() => expect(server.callsTo('POST', '/api/party')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/party')[0]!.body).toMatchObject({
      partyTypeId: 4,
      companyOrgUnitIds: [22],
      inviteToNetwork: true,
      city: 'Odessa',
      altCity: null,
    });
  });

  it('keeps the user on the form with the server’s message when saving fails', async () => {
    const { user } = renderCreate(null, {
      'POST /api/party': {
        status: 409,
        body: { error: { message: 'A Vendor with number V-1001 already exists', code: 'conflict' } },
      },
    });
    await screen.findByRole('heading', { name: 'Create Party' });
    await fillRequired(user);
    await save(user);
    expect(await screen.findByText('A Vendor with number V-1001 already exists')).toBeInTheDocument();
    expect(location()).toHaveTextContent('/admin/party/create');
    expect(field('Name')).toHaveValue('Permian Basin Oilfield Services');
    expect(screen.queryByText('Party Created')).not.toBeInTheDocument();
  });

  it('refuses an effective date that is not a whole, real date, and saves nothing', async () => {
    const { user, server } = renderCreate(null, personalizationReply('MM/dd/yyyy'));
    await screen.findByRole('heading', { name: 'Create Party' });
    await fillRequired(user);
    await user.type(dateField('Effective Thru Date'), '0231');
    await user.tab();
    expect(dateField('Effective Thru Date')).toHaveAccessibleDescription('Effective Thru Date must be a valid date');
    await save(user);
    expect(server.callsTo('POST', '/api/party')).toHaveLength(0);
  });
});

describe('Party form, editing', () => {
  it('shows the party with its type locked, its connection status and the Actions', async () => {
    renderEdit();
    await screen.findByRole('heading', { name: 'Edit Party' });
    expect(await screen.findByDisplayValue('Pecos Valley Royalty')).toBeInTheDocument();
    expect(typeSelect()).toHaveTextContent('Owner');
    expect(typeSelect()).toHaveAttribute('aria-disabled', 'true');
    expect(field('Emails')).toHaveValue('royalty@pecos.example owners@pecos.example');
    // Shown in the user's date format (MM/dd/yyyy until the preferences are known).
    expect(dateField('Effective From Date')).toHaveValue('01/01/2026');
    expect(field('External System Id')).toHaveValue('OWN-0042');
    expect(field('External System Id')).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Permian Basin' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Connection Status' })).toHaveTextContent('Invite');
    expect(screen.queryByRole('checkbox', { name: /Invite party to join/ })).not.toBeInTheDocument();
  });

  it('opens the party as it is now, never as an earlier visit left it (the form would keep it and save it back)', async () => {
    let name = 'Pecos Valley Royalty';
    fakeApi({ 'GET /api/companyorgunit': orgUnitsReply, 'GET /api/party/4': () => ({ body: { ...pecos, name } }) });
    const page = <EditPartyPage id={4} orgUnitTerm="Business Unit" vendorTerm="Supplier" canConnect />;
    const { router } = renderWithProviders(null, {
      route: '/admin/party/4',
      routes: [
        { path: '/admin/party/4', element: page },
        { path: '*', element: <p>The list</p> },
      ],
    });
    await screen.findByDisplayValue('Pecos Valley Royalty');
    // Changed meanwhile (saved a moment ago, or by another administrator), then opened again.
    name = 'Pecos Valley Royalty Trust';
    await act(() => router.navigate('/admin/parties'));
    await screen.findByText('The list');
    await act(() => router.navigate('/admin/party/4'));
    expect(await screen.findByDisplayValue('Pecos Valley Royalty Trust')).toBeInTheDocument();
    expect(screen.queryByDisplayValue('Pecos Valley Royalty')).not.toBeInTheDocument();
  });

  it('saves from the Actions menu without the type’s change and says Saved', async () => {
    const { user, server } = renderEdit({ 'PUT /api/party/4': { body: pecos } });
    await screen.findByDisplayValue('Pecos Valley Royalty');
    await user.clear(field('Name'));
    await user.type(field('Name'), 'Pecos Valley Royalty Trust');
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    expect(screen.getAllByRole('menuitem').map((m) => m.textContent)).toEqual(['Save', 'Delete']);
    await user.click(screen.getByRole('menuitem', { name: 'Save' }));
    await waitFor(() => expect(server.callsTo('PUT', '/api/party/4')).toHaveLength(1));
    const body = server.callsTo('PUT', '/api/party/4')[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ name: 'Pecos Valley Royalty Trust', partyTypeId: 2, effectiveFromDate: '2026-01-01' });
    expect(body).not.toHaveProperty('inviteToNetwork');
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    await waitFor(() => expect(location()).toHaveTextContent(/^\/admin\/parties$/));
  });

  it('keeps the user on the form with the server’s message when saving fails', async () => {
    const { user } = renderEdit({
      'PUT /api/party/4': { status: 409, body: { error: { message: 'The number is taken', code: 'conflict' } } },
    });
    await screen.findByDisplayValue('Pecos Valley Royalty');
    // Save is in view beside Cancel too, not only in the spec's Actions menu.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The number is taken')).toBeInTheDocument();
    expect(location()).toHaveTextContent('/admin/party/4');
  });

  it('deletes the party after confirmation', async () => {
    const { user, server } = renderEdit({ 'DELETE /api/party/4': { body: { ok: true } } });
    await screen.findByDisplayValue('Pecos Valley Royalty');
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const confirm = screen.getByRole('dialog', { name: 'Confirm Delete' });
    expect(confirm).toHaveTextContent('Are you sure?');
    await user.click(within(confirm).getByRole('button', { name: 'No' }));
    expect(server.callsTo('DELETE', '/api/party/4')).toHaveLength(0);

    await user.click(await screen.findByRole('button', { name: 'Actions' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Confirm Delete' })).getByRole('button', { name: 'Yes' }),
    );
    expect(await screen.findByText('Party Deleted')).toBeInTheDocument();
    expect(server.callsTo('DELETE', '/api/party/4')).toHaveLength(1);
    await waitFor(() => expect(location()).toHaveTextContent(/^\/admin\/parties$/));
  });

  it('stays on the form when the server refuses the delete', async () => {
    const { user } = renderEdit({
      'DELETE /api/party/4': {
        status: 409,
        body: { error: { message: 'The party is named by documents', code: 'conflict' } },
      },
    });
    await screen.findByDisplayValue('Pecos Valley Royalty');
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Confirm Delete' })).getByRole('button', { name: 'Yes' }),
    );
    expect(await screen.findByText('The party is named by documents')).toBeInTheDocument();
    expect(location()).toHaveTextContent('/admin/party/4');
  });

  it('invites the party from its connection status', async () => {
    const { user, server } = renderEdit({
      'PUT /api/party/4/invite': { body: { ...pecos, ...onNetwork.inviteSent, connectionStatus: 4 } },
    });
    const status = await screen.findByRole('group', { name: 'Connection Status' });
    await user.click(within(status).getByRole('button', { name: 'Invite' }));
    expect(within(status).getByText('Invite Sent')).toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('PUT', '/api/party/4/invite')).toHaveLength(1));
    expect(server.callsTo('PUT', '/api/party/4/invite')[0]!.body).toEqual({});
  });

  it('shows no connection action to a user who may not connect', async () => {
    renderEdit({}, false);
    const status = await screen.findByRole('group', { name: 'Connection Status' });
    expect(within(status).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says when the party cannot be found', async () => {
    fakeApi({
      'GET /api/companyorgunit': orgUnitsReply,
      'GET /api/party/4': { status: 404, body: { error: { message: 'Party not found', code: 'not_found' } } },
    });
    renderWithProviders(<EditPartyPage id={4} orgUnitTerm="Org Unit" vendorTerm="Vendor" canConnect />);
    expect(await screen.findByText('Party not found')).toBeInTheDocument();
  });
});
