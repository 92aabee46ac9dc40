import { screen, waitFor } from '@testing-library/react';
import { fakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';
import { companyUser, conflict, rolesReply } from '../testing/user-fixtures';
import { CreateUserPage } from './create-user-page';

/** The first screen of a file takes jsdom a while to draw (more on a busy machine). */
const slow = { timeout: 5000 };

const location = () => screen.getByRole('status', { name: 'Current location', hidden: true });
const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}( \\*)?$`) });
const mainRole = () => screen.getByRole('combobox', { name: /^Main Role/ });
const additionalRoles = () => screen.getByRole('combobox', { name: 'Additional Roles' });

function renderCreate(reply?: NonNullable<Parameters<typeof fakeApi>[0]>[string]) {
  const server = fakeApi({
    'GET /api/lookups/roles': rolesReply,
    ...(reply ? { 'POST /api/users': reply } : {}),
  });
  return { ...renderWithProviders(<CreateUserPage />, { route: '/admin/user/create' }), server };
}

type User = ReturnType<typeof renderCreate>['user'];

/** Typing letter by letter is slow in jsdom; pasting is one input, as a user's paste is. */
async function fill(user: User, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

async function fillRequired(user: User) {
  await fill(user, field('Email'), 'kim.lee@redmesaenergy.example');
  await fill(user, field('First Name'), 'Kim');
  await fill(user, field('Last Name'), 'Lee');
}

const save = (user: User) => user.click(screen.getByRole('button', { name: 'Save' }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('User form, creating', () => {
  it('says what is required, starts as a ReadOnly regular user and saves nothing', async () => {
    const { user, server } = renderCreate();
    await screen.findByRole('heading', { name: 'Create User' }, slow);
    await waitFor(() => expect(mainRole()).toHaveTextContent('ReadOnly'), slow);
    expect(screen.getByRole('radio', { name: 'Regular' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Send Onboarding E-mail' })).not.toBeChecked();
    await save(user);
    for (const label of ['Email', 'First Name', 'Last Name']) {
      expect(field(label)).toHaveAccessibleDescription('Required');
    }
    expect(field('Title')).toHaveAttribute('maxlength', '25');
    expect(server.callsTo('POST', '/api/users')).toHaveLength(0);

    await fill(user, field('Email'), 'kim.lee@');
    await user.tab();
    expect(field('Email')).toHaveAccessibleDescription('Must be a valid e-mail');
  });

  it('offers the selectable roles only, and a role is main or additional, not both', async () => {
    const { user } = renderCreate();
    await waitFor(() => expect(mainRole()).toHaveTextContent('ReadOnly'), slow);
    await user.click(mainRole());
    const offered = screen.getAllByRole('option').map((o) => o.textContent);
    // The spec's three, and User beside them (an AP clerk's role).
    expect(offered).toEqual(['Administrator', 'User', 'ReadOnly', 'Signer']);
    await user.click(screen.getByRole('option', { name: 'Administrator' }));

    await user.click(additionalRoles());
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['User', 'ReadOnly', 'Signer']);
    await user.click(screen.getByRole('option', { name: 'Signer' }));
    // Signer becomes the main role: it leaves the additional ones.
    await user.click(mainRole());
    await user.click(screen.getByRole('option', { name: 'Signer' }));
    expect(screen.queryByRole('button', { name: 'Signer' })).not.toBeInTheDocument();
  });

  it('creates a regular user with an onboarding e-mail, says so and goes back to the list', async () => {
    const created = companyUser(30, 'kim.lee@redmesaenergy.example');
    const { user, server } = renderCreate({ status: 201, body: created });
    await waitFor(() => expect(mainRole()).toHaveTextContent('ReadOnly'), slow);
    await fillRequired(user);
    await fill(user, field('Title'), 'Land Analyst');
    await user.click(additionalRoles());
    await user.click(screen.getByRole('option', { name: 'Signer' }));
    await user.click(screen.getByRole('checkbox', { name: 'Send Onboarding E-mail' }));
    await save(user);

    expect(await screen.findByText('User Created')).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/users')[0]!.body).toEqual({
      emailAddress: 'kim.lee@redmesaenergy.example',
      firstName: 'Kim',
      lastName: 'Lee',
      title: 'Land Analyst',
      mainRole: 3,
      additionalRoles: [11],
      userType: 1,
      sendOnboardingEmail: true,
    });
    await waitFor(() => expect(location()).toHaveTextContent(/^\/admin\/users$/));
  });

  it('creates an API-key user (no onboarding e-mail) and opens its form for its first key', async () => {
    const created = companyUser(31, 'erp@redmesaenergy.example', { userType: 2 });
    const { user, server } = renderCreate({ status: 201, body: created });
    await waitFor(() => expect(mainRole()).toHaveTextContent('ReadOnly'), slow);
    await user.click(screen.getByRole('radio', { name: 'API key' }));
    expect(screen.queryByRole('checkbox', { name: 'Send Onboarding E-mail' })).not.toBeInTheDocument();
    await fillRequired(user);
    await save(user);
    await waitFor(() => expect(location()).toHaveTextContent('/admin/user/31'));
    expect(server.callsTo('POST', '/api/users')[0]!.body).toMatchObject({ userType: 2, sendOnboardingEmail: false });
  });

  it.each([
    [
      '409 with code 120-020',
      conflict('exists elsewhere', '120-020'),
      'The user you are attempting to create already exists in another company with a different name. Please revise the name and try again. If you continue to have issues, please contact support who can assist you further.',
    ],
    ['another 409', conflict('A user of the company has this e-mail'), 'User with the same email already exist.'],
    [
      'any other failure',
      { status: 500, body: { error: { message: 'internal', code: 'internal_error' } } },
      'Error creating the user. Please contact support',
    ],
  ])('tells about %s in the spec’s words and keeps the form', async (_case, reply, message) => {
    const { user } = renderCreate(reply);
    await waitFor(() => expect(mainRole()).toHaveTextContent('ReadOnly'), slow);
    await fillRequired(user);
    await save(user);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(location()).toHaveTextContent('/admin/user/create');
    expect(field('First Name')).toHaveValue('Kim');
  });
});
