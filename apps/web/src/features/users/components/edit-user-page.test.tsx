import type { CompanyUser } from '@docvue/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi } from '@/testing/fake-api';
import { renderWithProviders, testConfig } from '@/testing/render';
import { companyUser, conflict, rolesReply } from '../testing/user-fixtures';
import { EditUserPage } from './edit-user-page';

/** The first screen of a file takes jsdom a while to draw (more on a busy machine). */
const slow = { timeout: 5000 };

const location = () => screen.getByRole('status', { name: 'Current location', hidden: true });
const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}( \\*)?$`) });

const dana = companyUser(4, 'dana.whitfield@redmesaenergy.example', {
  title: 'Controller',
  mainRole: 1,
  additionalRoles: [11],
});
const lastAdmin = 'A company needs at least one administrator: make another user an administrator first.';

/** The company signs its people in with its own identity provider. */
const externalIssuer = {
  ...testConfig,
  oidc: { ...testConfig.oidc, authority: 'https://idp.example', builtIn: false },
};

function renderEdit(routes: Parameters<typeof fakeApi>[0] = {}, start: CompanyUser = dana, config = testConfig) {
  let current = start;
  const answer = (next: Partial<CompanyUser>) => {
    current = { ...current, ...next };
    return { body: current };
  };
  const server = fakeApi({
    'GET /api/lookups/roles': rolesReply,
    'GET /api/users/4': () => ({ body: current }),
    'POST /api/users/4/block': () => answer({ blocked: true }),
    'POST /api/users/4/unblock': () => answer({ blocked: false }),
    'POST /api/users/4/unlinksignin': () => answer({ signInLinked: false }),
    ...routes,
  });
  const view = renderWithProviders(<EditUserPage id={4} />, { route: '/admin/user/4', config });
  return { ...view, server };
}

type User = ReturnType<typeof renderEdit>['user'];

async function act(user: User, action: string) {
  await user.click(screen.getByRole('button', { name: 'Actions' }));
  await user.click(screen.getByRole('menuitem', { name: action }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('User form, editing', () => {
  it('shows the user with the e-mail read-only and the Actions', async () => {
    const { user } = renderEdit();
    expect(await screen.findByDisplayValue('Controller', {}, slow)).toBeInTheDocument();
    expect(field('Email')).toHaveValue('dana.whitfield@redmesaenergy.example');
    expect(field('Email')).toHaveAttribute('readonly');
    // The role names come with the roles lookup.
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Main Role/ })).toHaveTextContent('Administrator'),
    );
    expect(screen.getByRole('button', { name: 'Signer' })).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Send Onboarding E-mail' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    expect(screen.getAllByRole('menuitem').map((m) => m.textContent)).toEqual([
      'Save',
      'Delete',
      'Reset Password',
      'Change Email Address',
      'Copy Set-Password Link',
      'Block',
    ]);
  });

  it('shows a person another company has too as they are: their name is theirs, only the roles change here', async () => {
    const { user } = renderEdit({}, { ...dana, identityManaged: false });
    expect(await screen.findByDisplayValue('Controller', {}, slow)).toHaveAttribute('readonly');
    expect(field('First Name')).toHaveAttribute('readonly');
    expect(field('Last Name')).toHaveAttribute('readonly');
    expect(
      screen.getByText(
        "This person's name, title and e-mail are their own: they change them on their profile. Here you change their roles.",
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    expect(screen.getAllByRole('menuitem').map((m) => m.textContent)).toEqual([
      'Save',
      'Delete',
      'Reset Password',
      'Block',
    ]);
  });

  it('says a person has not joined yet', async () => {
    renderEdit({}, { ...dana, invitationPending: true });
    expect(await screen.findByText('Invited', {}, slow)).toBeInTheDocument();
  });

  it('hands over a set-password link to copy, and says until when it works', async () => {
    const url = 'http://localhost:3000/oidc/welcome/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
    const { user, server } = renderEdit({
      'POST /api/users/4/passwordlink': { body: { url, expiresAt: '2026-12-03T10:00:00.000Z' } },
    });
    await screen.findByDisplayValue('Controller', {}, slow);
    await act(user, 'Copy Set-Password Link');
    const dialog = await screen.findByRole('dialog', { name: 'Set-password link' });
    expect(within(dialog).getByRole('textbox', { name: 'Link' })).toHaveValue(url);
    expect(dialog).toHaveTextContent('It works until 12/03/2026');
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await within(dialog).findByText('Copied to the clipboard')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(url);
    expect(server.callsTo('POST', '/api/users/4/passwordlink')).toHaveLength(1);
  });

  it('saves name, title and roles, says so and goes back to the list', async () => {
    const { user, server } = renderEdit({
      'PUT /api/users/4': ({ body }) => ({ body: { ...dana, ...(body as object) } }),
    });
    const title = await screen.findByDisplayValue('Controller', {}, slow);
    await user.clear(title);
    await user.paste('CFO');
    // Save is in view beside Cancel (the Actions menu has it too): nobody hunts for it.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(server.callsTo('PUT', '/api/users/4')[0]!.body).toEqual({
      firstName: 'Dana',
      lastName: 'Whitfield',
      title: 'CFO',
      mainRole: 1,
      additionalRoles: [11],
    });
    await waitFor(() => expect(location()).toHaveTextContent(/^\/admin\/users$/));
  });

  it('shows the server’s reason when the last administrator would lose the role, and stays', async () => {
    const { user } = renderEdit({ 'PUT /api/users/4': conflict(lastAdmin) });
    await screen.findByDisplayValue('Controller', {}, slow);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Main Role/ })).toHaveTextContent('Administrator'),
    );
    await user.click(screen.getByRole('combobox', { name: /^Main Role/ }));
    await user.click(screen.getByRole('option', { name: 'ReadOnly' }));
    await act(user, 'Save');
    expect(await screen.findByText(lastAdmin)).toBeInTheDocument();
    expect(screen.queryByText('User with the same email already exist.')).not.toBeInTheDocument();
    expect(location()).toHaveTextContent('/admin/user/4');
  });

  it('deletes the user after confirming', async () => {
    const { user, server } = renderEdit({ 'DELETE /api/users/4': { body: { ok: true } } });
    await screen.findByDisplayValue('Controller', {}, slow);
    await act(user, 'Delete');
    const dialog = screen.getByRole('dialog', { name: 'Confirm Delete' });
    expect(dialog).toHaveTextContent('Are you sure?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('User Deleted')).toBeInTheDocument();
    expect(server.callsTo('DELETE', '/api/users/4')).toHaveLength(1);
    await waitFor(() => expect(location()).toHaveTextContent(/^\/admin\/users$/));
  });

  it('shows why a delete was refused and stays', async () => {
    const { user } = renderEdit({
      'DELETE /api/users/4': {
        status: 400,
        body: { error: { message: 'You cannot block or delete yourself.', code: 'bad_request' } },
      },
    });
    await screen.findByDisplayValue('Controller', {}, slow);
    await act(user, 'Delete');
    await user.click(
      within(screen.getByRole('dialog', { name: 'Confirm Delete' })).getByRole('button', { name: 'Yes' }),
    );
    expect(await screen.findByText('You cannot block or delete yourself.')).toBeInTheDocument();
    expect(location()).toHaveTextContent('/admin/user/4');
  });

  it('sends the user a password reset e-mail', async () => {
    const { user, server } = renderEdit({ 'PUT /api/users/resetpassword': { body: { ok: true, message: 'sent' } } });
    await screen.findByDisplayValue('Controller', {}, slow);
    await act(user, 'Reset Password');
    expect(await screen.findByText('Reset password email was sent to the user email')).toBeInTheDocument();
    const [call] = server.callsTo('PUT', '/api/users/resetpassword');
    expect(call!.url.searchParams.get('email')).toBe('dana.whitfield@redmesaenergy.example');
  });

  it("with the company's own identity provider, offers Unlink Sign-in for a linked user instead of Reset Password", async () => {
    const { user, server } = renderEdit({}, { ...dana, signInLinked: true }, externalIssuer);
    await screen.findByDisplayValue('Controller', {}, slow);
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    expect(screen.getAllByRole('menuitem').map((m) => m.textContent)).toEqual([
      'Save',
      'Delete',
      'Change Email Address',
      'Block',
      'Unlink Sign-in',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'Unlink Sign-in' }));
    const dialog = screen.getByRole('dialog', { name: 'Unlink Sign-in' });
    expect(dialog).toHaveTextContent("Dana Whitfield's current sign-in will no longer open this account.");
    await user.click(within(dialog).getByRole('button', { name: 'Unlink' }));
    expect(await screen.findByText('Sign-in unlinked')).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/users/4/unlinksignin')).toHaveLength(1);
    // Unlinked: nothing more to unlink.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Unlink Sign-in' })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    expect(screen.queryByRole('menuitem', { name: 'Unlink Sign-in' })).not.toBeInTheDocument();
  });

  it('offers no Unlink Sign-in with the built-in provider, where people sign in with their password', async () => {
    const { user } = renderEdit({}, { ...dana, signInLinked: true });
    await screen.findByDisplayValue('Controller', {}, slow);
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    expect(screen.queryByRole('menuitem', { name: 'Unlink Sign-in' })).not.toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Reset Password' })).toBeInTheDocument();
  });

  it('changes the e-mail address through its dialog, only to a valid and different one', async () => {
    const { user, server } = renderEdit({
      'POST /api/users/4/emailaddress': ({ body }) => ({ body: { ...dana, ...(body as object) } }),
    });
    await screen.findByDisplayValue('Controller', {}, slow);
    await act(user, 'Change Email Address');
    const dialog = screen.getByRole('dialog', { name: 'Change Email Address' });
    const input = within(dialog).getByRole('textbox', { name: 'New Email Address' });
    const ok = within(dialog).getByRole('button', { name: 'OK' });
    expect(ok).toBeDisabled();

    await user.paste('DANA.WHITFIELD@redmesaenergy.example');
    await user.click(ok);
    expect(input).toHaveAccessibleDescription('Must be a valid e-mail and different from existing email');
    await user.clear(input);
    await user.paste('dana@');
    await user.keyboard('{Enter}');
    expect(input).toHaveAccessibleDescription('Must be a valid e-mail and different from existing email');
    expect(server.callsTo('POST', '/api/users/4/emailaddress')).toHaveLength(0);

    await user.clear(input);
    await user.paste('dana@whitfield.example');
    await user.click(ok);
    expect(await screen.findByText('User email address changed')).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/users/4/emailaddress')[0]!.body).toEqual({
      emailAddress: 'dana@whitfield.example',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(field('Email')).toHaveValue('dana@whitfield.example');
  });

  it('blocks and unblocks the user', async () => {
    const { user, server } = renderEdit();
    await screen.findByDisplayValue('Controller', {}, slow);
    expect(screen.queryByText('Blocked')).not.toBeInTheDocument();
    await act(user, 'Block');
    expect(await screen.findByText('User Blocked')).toBeInTheDocument();
    expect(await screen.findByText('Blocked')).toBeInTheDocument();
    await act(user, 'Unblock');
    expect(await screen.findByText('User Unblocked')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Blocked')).not.toBeInTheDocument());
    expect(server.callsTo('POST', '/api/users/4/block')).toHaveLength(1);
    expect(server.callsTo('POST', '/api/users/4/unblock')).toHaveLength(1);
  });

  it('shows why blocking was refused', async () => {
    const { user } = renderEdit({ 'POST /api/users/4/block': conflict(lastAdmin) });
    await screen.findByDisplayValue('Controller', {}, slow);
    await act(user, 'Block');
    expect(await screen.findByText(lastAdmin)).toBeInTheDocument();
    expect(screen.queryByText('Blocked')).not.toBeInTheDocument();
  });

  it('says when the user is not found', async () => {
    fakeApi({ 'GET /api/lookups/roles': rolesReply });
    renderWithProviders(<EditUserPage id={4} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('No such endpoint');
  });
});
