import { PartyType, registrationMessages, type InvitationPreview } from '@docvue/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { SignUpRoute } from '@/app/routes/registration';
import { fakeApi } from '@/testing/fake-api';
import { LocationProbe, renderWithProviders } from '@/testing/render';

const location = () => screen.getByRole('status', { name: 'Current location', hidden: true });
/** A text input by its label (required ones carry an asterisk). */
const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}( \\*)?$`) });
const submit = () => screen.getByRole('button', { name: 'Submit' });
const partyType = (name: string) => screen.getByRole('checkbox', { name });

/** Red Mesa invited Pecos Valley Royalty, an owner in its books. */
const preview = (): InvitationPreview => ({
  id: 31,
  senderCompanyName: 'Red Mesa Energy Partners',
  partyName: 'Pecos Valley Royalty',
  maskedReceiverEmail: 'o•••@p•••.example',
  addressLineOne: '210 N Main St',
  addressLineTwo: 'Suite 4',
  city: 'Pecos',
  state: 'TX',
  zipCode: '79772',
  maskedTaxNumber: '••-•••4321',
  partyTypeId: PartyType.Owner,
});

function renderSignUp(route: string, replies: Parameters<typeof fakeApi>[0] = {}) {
  const server = fakeApi(replies);
  const page = (
    <>
      <SignUpRoute />
      <LocationProbe />
    </>
  );
  const routes = [
    { path: '/register', element: page },
    { path: '/register/:invitationToken', element: page },
    { path: '*', element: <LocationProbe /> },
  ];
  return { ...renderWithProviders(null, { route, routes }), server };
}

type User = ReturnType<typeof renderSignUp>['user'];

async function fillCompany(user: User) {
  await user.type(field('Legal Name'), 'Permian Basin Oilfield Services');
  await user.type(field('Address Line 1'), '100 W Wall St');
  await user.type(field('City'), 'Midland');
  await user.click(screen.getByRole('combobox', { name: /^State/ }));
  await user.click(screen.getByRole('option', { name: 'Texas' }));
  await user.type(field('Zip'), '79701-1234');
  await user.type(field('Tax Number'), '75-1234567');
  await user.type(field('First Name'), 'Dana');
  await user.type(field('Last Name'), 'Reyes');
  await user.type(field('Email'), 'dana.reyes@pbos.example');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Sign-up', () => {
  it('says what is wrong once a field is left, in the contract’s words, and keeps Submit disabled', async () => {
    const { user } = renderSignUp('/register');
    expect(await screen.findByRole('heading', { name: 'Sign up' })).toBeInTheDocument();

    await user.type(field('Legal Name'), 'a-b');
    await user.type(field('Zip'), '7970');
    await user.type(field('Email'), 'dana@');
    await user.type(field('Tax Number'), '07-1234567');
    await user.click(field('City'));
    await user.tab();

    expect(field('Legal Name')).toHaveAccessibleDescription(registrationMessages.legalName);
    expect(field('Zip')).toHaveAccessibleDescription('Must be a valid US Zip Code');
    expect(field('Email')).toHaveAccessibleDescription('Must be a valid e-mail');
    expect(field('City')).toHaveAccessibleDescription('Required');
    // Issue 31: the TIN rule, as the server applies it.
    expect(field('Tax Number')).toHaveAccessibleDescription(
      'Tax Number is not a valid EIN: the IRS has never issued an EIN starting 07',
    );
    expect(submit()).toBeDisabled();
    // The contract's limits stop the inputs.
    expect(field('Zip')).toHaveAttribute('maxlength', '10');
    expect(field('Tax Number')).toHaveAttribute('maxlength', '50');
    expect(field('Legal Name')).toHaveAttribute('maxlength', '255');
  });

  it('asks what the company does on the network, and registers it', async () => {
    const { user, server } = renderSignUp('/register', {
      'POST /api/companyRegistration': {
        status: 201,
        body: { id: 40, name: 'Permian Basin Oilfield Services' },
      },
    });
    await fillCompany(user);
    await user.tab();

    // Address Line 2 is optional, but at least one party type is needed: said on reaching the group.
    expect(partyType('Vendor')).toHaveFocus();
    expect(await screen.findByText(registrationMessages.partyTypes)).toBeInTheDocument();
    expect(submit()).toBeDisabled();

    await user.click(partyType('Vendor'));
    await user.click(partyType('Operator'));
    await waitFor(() => expect(submit()).toBeEnabled());
    expect(screen.queryByText(registrationMessages.partyTypes)).not.toBeInTheDocument();
    await user.click(submit());

    await waitFor(() => expect(location()).toHaveTextContent('/registersuccess'));
    const [call] = server.callsTo('POST', '/api/companyRegistration');
    expect(call?.body).toEqual({
      legalName: 'Permian Basin Oilfield Services',
      addressLineOne: '100 W Wall St',
      addressLineTwo: null,
      city: 'Midland',
      state: 'TX',
      zipCode: '79701-1234',
      taxNumber: '75-1234567',
      userFirstName: 'Dana',
      userLastName: 'Reyes',
      userEmail: 'dana.reyes@pbos.example',
      partyTypeIds: [PartyType.Vendor, PartyType.Operator],
      invitationToken: null,
      isBoarding: false,
    });
    // A public call: no company.
    expect(call?.headers.get('company-id')).toBeNull();
  });

  it('shows the server’s message when the company or e-mail is on the network already (409)', async () => {
    const message = 'A company named Permian Basin Oilfield Services is already registered on the network.';
    const { user } = renderSignUp('/register', {
      'POST /api/companyRegistration': { status: 409, body: { error: { message, code: 'conflict' } } },
    });
    await fillCompany(user);
    await user.click(partyType('Vendor'));
    await user.click(submit());

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(location()).toHaveTextContent('/register');
  });

  it('says the registration did not work for any other failure', async () => {
    const { user } = renderSignUp('/register', {
      'POST /api/companyRegistration': {
        status: 500,
        body: { error: { message: 'Internal Server Error', code: 'internal' } },
      },
    });
    await fillCompany(user);
    await user.click(partyType('Bank'));
    await user.click(submit());

    expect(await screen.findByText(registrationMessages.failed)).toBeInTheDocument();
    expect(screen.queryByText('Internal Server Error')).not.toBeInTheDocument();
  });
});

describe('Sign-up with an invitation', () => {
  it('is prefilled from the invitation, says who invites and where it went, masked; the address and tax number are typed', async () => {
    const { user, server } = renderSignUp('/register/tok-31', {
      'GET /api/invitation/getbytoken/tok-31': { body: preview() },
      'POST /api/companyRegistration': {
        status: 201,
        body: { id: 41, name: 'Pecos Valley Royalty' },
      },
    });

    expect(await screen.findByText('Red Mesa Energy Partners invites you to DocVue Exchange')).toBeInTheDocument();
    expect(field('Legal Name')).toHaveValue('Pecos Valley Royalty');
    expect(field('Address Line 1')).toHaveValue('210 N Main St');
    expect(field('Address Line 2')).toHaveValue('Suite 4');
    expect(field('City')).toHaveValue('Pecos');
    expect(screen.getByRole('combobox', { name: /^State/ })).toHaveTextContent('Texas');
    expect(field('Zip')).toHaveValue('79772');
    expect(
      screen.getByText(
        'It was sent to o•••@p•••.example: register with that address, and we mail it a link to choose your password.',
      ),
    ).toBeInTheDocument();
    // Masked in the preview (anyone the link was forwarded to sees it): the invited company types its own.
    expect(field('Tax Number')).toHaveValue('');
    expect(field('Email')).toHaveValue('');
    // The invitation makes the company an owner; that is not to be taken off.
    expect(partyType('Owner')).toBeChecked();
    expect(partyType('Owner')).toBeDisabled();

    await user.type(field('Tax Number'), '75-7654321');
    await user.type(field('First Name'), 'Lupe');
    await user.type(field('Last Name'), 'Ortega');
    await user.type(field('Email'), 'owners@pecos.example');
    await waitFor(() => expect(submit()).toBeEnabled());
    await user.click(submit());

    await waitFor(() => expect(location()).toHaveTextContent('/registersuccess'));
    expect(server.callsTo('POST', '/api/companyRegistration')[0]?.body).toMatchObject({
      legalName: 'Pecos Valley Royalty',
      userEmail: 'owners@pecos.example',
      partyTypeIds: [PartyType.Owner],
      invitationToken: 'tok-31',
    });
  });

  it('tells a link that no longer works, then offers the plain sign-up', async () => {
    const { user } = renderSignUp('/register/tok-old', {
      'GET /api/invitation/getbytoken/tok-old': {
        status: 400,
        body: { error: { message: 'Invitation not found', code: 'invitation_not_found' } },
      },
    });

    const dialog = await screen.findByRole('dialog', { name: 'Invitation Not found' });
    expect(within(dialog).getByText('Invitation not found, or expired')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location()).toHaveTextContent(/^\/register$/);
    expect(field('Legal Name')).toHaveValue('');
    expect(screen.queryByText(/invites you/)).not.toBeInTheDocument();
  });
});
