import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi, type RecordedCall } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';
import { addressSet, partyRef } from '../testing/address-set-fixtures';
import { CreateAddressSetPage, EditAddressSetPage } from './address-set-form-page';

const location = () => screen.getByRole('status', { name: 'Current location', hidden: true });
/** Sections by their heading; looked up once a test, as their elements stay. */
const sections = new Map<string, HTMLElement>();
const section = (name: string) => {
  const found = sections.get(name);
  if (found?.isConnected) return found;
  const element = screen.getByRole('region', { name });
  sections.set(name, element);
  return element;
};
const field = (sectionName: string, label: string) =>
  within(section(sectionName)).getByLabelText(new RegExp(`^${label}(\\s*\\*)?$`), { selector: 'input' });
const stateOf = (sectionName: string) => within(section(sectionName)).getByRole('combobox', { name: /^State/ });
const sameAsMain = (sectionName: string) => within(section(sectionName)).getByLabelText('Same as main');

/** The connected parties, with the set that lists each (Blue Creek: set 7; Caprock: set 9, Houston). */
const connected = [
  { party: partyRef(41, 'Blue Creek Midstream'), setId: 7 },
  { party: partyRef(42, 'Basin Gathering'), setId: undefined },
  { party: partyRef(43, 'Caprock Gathering'), setId: 9 },
];
/** `GET /addressset/parties` as the server answers it: by what is typed, and without another set's parties when asked. */
const parties = ({ url }: RecordedCall) => {
  const typed = (url.searchParams.get('query') ?? '').toLowerCase();
  const without = url.searchParams.get('withoutAddressSet') === 'true';
  const editing = Number(url.searchParams.get('addressSetId')) || undefined;
  const items = connected
    .filter(({ party }) => party.name.toLowerCase().includes(typed))
    .filter(({ setId }) => !without || setId === undefined || setId === editing)
    .map(({ party }) => party);
  return { body: { items, totalRecords: items.length, pageSize: 100 } };
};

type Routes = Parameters<typeof fakeApi>[0];
type User = ReturnType<typeof renderWithProviders>['user'];

function renderCreate(extra: Routes = {}) {
  const server = fakeApi({ 'GET /api/addressset/parties': parties, ...extra });
  return { ...renderWithProviders(<CreateAddressSetPage />, { route: '/admin/address/create' }), server };
}

/** Types a whole value at once (a paste): the form's rules, not the keystrokes, are under test. */
async function fill(user: User, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

async function fillMain(user: User) {
  await fill(user, field('Main address', 'Address Line One'), '500 N Loraine St');
  await fill(user, field('Main address', 'City'), 'Midland');
  await user.click(stateOf('Main address'));
  await user.click(screen.getByRole('option', { name: 'Texas' }));
  await fill(user, field('Main address', 'Zip Code'), '79701');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Address set form, creating', () => {
  it('says what is required, checks the zip code, and saves nothing', async () => {
    const { user, server } = renderCreate();
    expect(screen.getByRole('heading', { name: 'Create Address Set' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveAccessibleDescription('Required'));
    for (const name of ['Main address', 'Payment address', 'Tax address']) {
      for (const label of ['Address Line One', 'City', 'Zip Code']) {
        expect(field(name, label)).toHaveAccessibleDescription('Required');
      }
      expect(stateOf(name)).toHaveAccessibleDescription('Required');
      expect(field(name, 'Address Line Two')).not.toHaveAccessibleDescription('Required');
    }
    await fill(user, field('Main address', 'Zip Code'), '7970');
    await user.tab();
    expect(field('Main address', 'Zip Code')).toHaveAccessibleDescription('Must be a valid US Zip Code');
    expect(server.callsTo('POST', '/api/addressset')).toHaveLength(0);
  });

  it('copies the main address while "Same as main" is ticked, read only, and clears it when unticked', async () => {
    const { user } = renderCreate();
    await fillMain(user);
    await user.click(sameAsMain('Payment address'));
    expect(field('Payment address', 'Address Line One')).toHaveValue('500 N Loraine St');
    expect(field('Payment address', 'City')).toHaveValue('Midland');
    expect(stateOf('Payment address')).toHaveTextContent('Texas');
    expect(field('Payment address', 'Zip Code')).toHaveValue('79701');
    expect(field('Payment address', 'Address Line One')).toHaveAttribute('readonly');
    expect(stateOf('Payment address')).toHaveAttribute('aria-readonly', 'true');
    // The addressee is the payment address's own.
    expect(field('Payment address', 'Addressee Name')).not.toHaveAttribute('readonly');
    // The tax address is untouched.
    expect(field('Tax address', 'City')).toHaveValue('');

    await fill(user, field('Main address', 'Address Line Two'), 'Suite 200');
    expect(field('Payment address', 'Address Line Two')).toHaveValue('Suite 200');

    await user.click(sameAsMain('Payment address'));
    expect(field('Payment address', 'Address Line One')).toHaveValue('');
    expect(field('Payment address', 'Address Line Two')).toHaveValue('');
    expect(stateOf('Payment address')).not.toHaveTextContent('Texas');
    expect(field('Payment address', 'Address Line One')).not.toHaveAttribute('readonly');
    await fill(user, field('Payment address', 'City'), 'Odessa');
    expect(field('Payment address', 'City')).toHaveValue('Odessa');
    expect(field('Main address', 'City')).toHaveValue('Midland');
  });

  it('saves the copies and the chosen connected parties, and says Created', async () => {
    const created = addressSet(7, 'Midland remit-to');
    const { user, server } = renderCreate({ 'POST /api/addressset': { status: 201, body: created } });
    await fill(user, screen.getByRole('textbox', { name: /^Name/ }), 'Midland remit-to');
    await fillMain(user);
    await user.click(sameAsMain('Payment address'));
    await user.click(sameAsMain('Tax address'));
    await fill(user, field('Tax address', 'Addressee Name'), 'Tax Department');

    await user.type(screen.getByRole('combobox', { name: 'Parties' }), 'Bas');
    await waitFor(() =>
      expect(server.calls.map((c) => c.url.search)).toContain('?query=Bas&withoutAddressSet=true&page=1&pageSize=100'),
    );
    await user.click(await screen.findByRole('option', { name: /Basin Gathering/ }));
    expect(screen.getByRole('button', { name: 'Basin Gathering' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/addressset')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/addressset')[0]!.body).toMatchObject({
      name: 'Midland remit-to',
      code: null,
      mainAddressLineOne: '500 N Loraine St',
      mainState: 'TX',
      paymentAddressSameAsMain: true,
      paymentAddressLineOne: '500 N Loraine St',
      paymentZipCode: '79701',
      taxAddressSameAsMain: true,
      taxAddresseeName: 'Tax Department',
      taxCity: 'Midland',
      selectedParties: [42],
    });
    expect(await screen.findByText('Address set Created')).toBeInTheDocument();
    await waitFor(() => expect(location()).toHaveTextContent(/^\/admin\/address$/));
  });

  it('offers only the connected parties that no set lists yet (saving another set’s party is refused)', async () => {
    const { user } = renderCreate();
    await user.click(screen.getByRole('combobox', { name: 'Parties' }));
    await user.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Basin GatheringPurchaser · P-42']),
    );
  });
});

describe('Address set form, editing', () => {
  const midland = addressSet(7, 'Midland remit-to');

  function renderEdit(extra: Routes = {}) {
    const server = fakeApi({
      'GET /api/addressset/7': { body: midland },
      'GET /api/addressset/parties': parties,
      ...extra,
    });
    const view = renderWithProviders(<EditAddressSetPage id={7} />, { route: '/admin/address/7' });
    const action = async (name: string) => {
      await view.user.click(screen.getByRole('button', { name: 'Actions' }));
      await view.user.click(screen.getByRole('menuitem', { name }));
    };
    return { ...view, server, action };
  }

  it('offers Cancel, Save and the Actions menu with Save and Delete, as the spec lists them', async () => {
    const { user } = renderEdit();
    await screen.findByDisplayValue('Midland remit-to');
    expect(
      screen
        .getAllByRole('button')
        .map((b) => b.textContent)
        .filter((name) => ['Cancel', 'Save', 'Actions'].includes(name ?? '')),
    ).toEqual(['Cancel', 'Save', 'Actions']);
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    expect(screen.getAllByRole('menuitem').map((m) => m.textContent)).toEqual(['Save', 'Delete']);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(location()).toHaveTextContent(/^\/admin\/address$/);
  });

  it('shows the set, says when there is nothing to save, then saves the change', async () => {
    const { user, server, action } = renderEdit({ 'PUT /api/addressset/7': { body: midland } });
    expect(await screen.findByDisplayValue('Midland remit-to')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Edit Address Set' })).toBeInTheDocument();
    expect(sameAsMain('Payment address')).toBeChecked();
    expect(field('Payment address', 'City')).toHaveAttribute('readonly');
    expect(field('Tax address', 'Zip Code')).toHaveValue('77210-4410');
    expect(screen.getByRole('button', { name: 'Blue Creek Midstream' })).toBeInTheDocument();

    await action('Save');
    expect(await screen.findByText('There are no changes to save.')).toBeInTheDocument();
    expect(server.callsTo('PUT', '/api/addressset/7')).toHaveLength(0);

    await fill(user, field('Tax address', 'Address Line Two'), 'Attn 1099');
    // The Save button beside the menu saves the same way.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.callsTo('PUT', '/api/addressset/7')).toHaveLength(1));
    expect(server.callsTo('PUT', '/api/addressset/7')[0]!.body).toMatchObject({
      taxAddressLineTwo: 'Attn 1099',
      paymentAddressSameAsMain: true,
      selectedParties: [41],
    });
    expect(await screen.findByText('Address set Saved')).toBeInTheDocument();
    await waitFor(() => expect(location()).toHaveTextContent(/^\/admin\/address$/));
  });

  it('offers the set’s own parties again once removed, and no other set’s', async () => {
    const { user } = renderEdit();
    await screen.findByDisplayValue('Midland remit-to');
    const chip = screen.getByRole('button', { name: 'Blue Creek Midstream' });
    await user.click(within(chip).getByTestId('CancelIcon'));
    await user.click(screen.getByRole('combobox', { name: 'Parties' }));
    await user.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
        'Blue Creek MidstreamPurchaser · P-41',
        'Basin GatheringPurchaser · P-42',
      ]),
    );
  });

  it('keeps the user on the form with the server’s message when saving fails', async () => {
    const { user, action } = renderEdit({
      'PUT /api/addressset/7': {
        status: 409,
        body: { error: { message: 'Blue Creek Midstream already uses the address set Houston.', code: 'conflict' } },
      },
    });
    await user.type(await screen.findByRole('textbox', { name: /^Code/ }), '-2');
    await action('Save');
    expect(await screen.findByText('Blue Creek Midstream already uses the address set Houston.')).toBeInTheDocument();
    expect(location()).toHaveTextContent('/admin/address/7');
    expect(screen.getByRole('textbox', { name: /^Code/ })).toHaveValue('AS-7-2');
  });

  it('deletes the set after confirmation', async () => {
    const { user, server, action } = renderEdit({ 'DELETE /api/addressset/7': { body: { ok: true } } });
    await screen.findByDisplayValue('Midland remit-to');
    await action('Delete');
    const confirm = screen.getByRole('dialog', { name: 'Confirm Delete' });
    expect(confirm).toHaveTextContent('Are you sure?');
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Address set Deleted')).toBeInTheDocument();
    expect(server.callsTo('DELETE', '/api/addressset/7')).toHaveLength(1);
    await waitFor(() => expect(location()).toHaveTextContent(/^\/admin\/address$/));
  });
});
