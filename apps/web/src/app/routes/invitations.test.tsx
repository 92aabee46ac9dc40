import { invitationMessages } from '@docvue/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { invitation, preview } from '@/features/invitations/testing/invitation-fixtures';
import type { Session } from '@/features/session/hooks/use-session';
import { fakeApi } from '@/testing/fake-api';
import { redMesa, session, user } from '@/testing/fixtures';
import { fakeAuth } from '@/testing/render';
import { renderSignedInRoutes } from '@/testing/session-routes';
import { AcceptInvitationRoute, AdminOnboardingRoute, InvitationsRoute, RegisterInvitationRoute } from './invitations';
import { RegisterSuccessRoute } from './register-success';
import { OnboardingRoute, SignUpRoute } from './registration';

const location = () => screen.getByRole('status', { name: 'Current location', hidden: true });
const pecos = invitation(31, 'Pecos Valley Royalty');
const notFoundReply = {
  status: 400,
  body: { error: { message: 'Invitation not found', code: 'invitation_not_found' } },
};

/** The entries the report asks for, in router.tsx (outside the session) and signed-in-routes.tsx. */
const outside: RouteObject[] = [
  { path: '/register/:invitationToken', element: <SignUpRoute /> },
  { path: '/onboarding/:invitationToken', element: <OnboardingRoute /> },
  { path: '/registersuccess', element: <RegisterSuccessRoute /> },
];
const routes: RouteObject[] = [
  { path: '/', element: <p>Home</p> },
  { path: '/admin/onboarding/:invitationToken', element: <AdminOnboardingRoute /> },
  { path: '/admin/invitations', element: <InvitationsRoute /> },
  { path: '/admin/invitation/:invitationId', element: <AcceptInvitationRoute /> },
  { path: '/admin/invitations/list/:invitationToken', element: <RegisterInvitationRoute /> },
  { path: '/admin/invitations/:invitationToken', element: <RegisterInvitationRoute /> },
];

function renderAt(
  route: string,
  {
    administer = true,
    signedIn = true,
    ...extra
  }: Partial<Session> & { administer?: boolean; signedIn?: boolean } = {},
  replies: Parameters<typeof fakeApi>[0] = {},
) {
  const server = fakeApi({ 'GET /api/invitation/pending': { body: [pecos] }, ...replies });
  const value = session({
    user: user({ abilities: { administer, workWithDocuments: true, signDocuments: true } }),
    ...extra,
  });
  const view = renderSignedInRoutes(routes, route, value, { outside, auth: fakeAuth(signedIn) });
  return { ...view, server };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('registering an e-mailed invitation', () => {
  it.each(['/admin/invitations/tok-31?submitInvitation=true', '/admin/invitations/list/tok-31'])(
    'takes the invitation into the selected company at %s, then lists it',
    async (route) => {
      const { server } = renderAt(route, {}, { 'POST /api/invitation/register/tok-31': { body: pecos } });
      await waitFor(() => expect(location()).toHaveTextContent(/^\/admin\/invitations$/));
      expect(server.callsTo('POST', '/api/invitation/register/tok-31')).toHaveLength(1);
      expect(await screen.findByRole('row', { name: /Pecos Valley Royalty/ })).toBeInTheDocument();
    },
  );

  it('tells a link that no longer works, then goes Home in the first company (the selected one)', async () => {
    const { user } = renderAt(
      '/admin/invitations/tok-old?submitInvitation=true',
      {},
      {
        'POST /api/invitation/register/tok-old': notFoundReply,
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Invitation Not found' });
    expect(dialog).toHaveTextContent(invitationMessages.notFoundOrExpired);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
    expect(screen.getByText('Home')).toBeInTheDocument();
  });

  it('shows any other failure in the snackbar, then lists the invitations', async () => {
    const message = 'This invitation was sent by your own company.';
    renderAt(
      '/admin/invitations/tok-own?submitInvitation=true',
      {},
      {
        'POST /api/invitation/register/tok-own': { status: 400, body: { error: { message, code: 'bad_request' } } },
      },
    );
    expect(await screen.findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(location()).toHaveTextContent(/^\/admin\/invitations$/));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('tells a user who does not administer the company to ask an administrator', async () => {
    const { server } = renderAt('/admin/invitations/tok-31?submitInvitation=true', { administer: false });
    expect(await screen.findByText(invitationMessages.askAdmin)).toBeInTheDocument();
    expect(server.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });
});

describe('onboarding links', () => {
  it('sends a signed-out visitor to the sign-up with the invitation, as onboarding', async () => {
    const { user, server } = renderAt(
      '/onboarding/tok-31',
      { signedIn: false },
      {
        'GET /api/invitation/getbytoken/tok-31': { body: preview() },
        'POST /api/companyRegistration': {
          status: 201,
          body: { id: 41, name: 'Pecos Valley Royalty' },
        },
      },
    );
    expect(await screen.findByText('Red Mesa Energy Partners invites you to DocVue Exchange')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Legal Name/ })).toHaveValue('Pecos Valley Royalty');

    await user.type(screen.getByRole('textbox', { name: /^Tax Number/ }), '75-7654321');
    await user.type(screen.getByRole('textbox', { name: /^First Name/ }), 'Lupe');
    await user.type(screen.getByRole('textbox', { name: /^Last Name/ }), 'Ortega');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'owners@pecos.example');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/companyRegistration')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/companyRegistration')[0]?.body).toMatchObject({
      invitationToken: 'tok-31',
      isBoarding: true,
    });
    expect(
      await screen.findByRole('heading', { name: 'Please check your email for further instructions' }),
    ).toBeVisible();
  });

  it('takes the invitation into the only company of a signed-in user', async () => {
    const { server } = renderAt(
      '/onboarding/tok-31',
      { companies: [redMesa] },
      {
        'GET /api/invitation/getbytoken/tok-31': { body: preview() },
        'POST /api/invitation/onboard/31': { body: pecos },
      },
    );
    await waitFor(() => expect(location()).toHaveTextContent(/^\/admin\/invitations$/));
    const [onboard] = server.callsTo('POST', '/api/invitation/onboard/31');
    expect(onboard?.body).toEqual({ token: 'tok-31' });
    expect(onboard?.headers.get('company-id')).toBe(String(redMesa.id));
    expect(await screen.findByRole('row', { name: /Pecos Valley Royalty/ })).toBeInTheDocument();
  });

  it('asks a user with several companies which one takes the invitation (not a cloud one)', async () => {
    const { user, server } = renderAt(
      '/admin/onboarding/tok-31',
      {},
      {
        'GET /api/invitation/getbytoken/tok-31': { body: preview() },
        'POST /api/invitation/onboard/31': { body: pecos },
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Choose Company' });
    const companies = within(dialog)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(companies).toEqual(['Red Mesa Energy Partners', 'Blue Creek Midstream', 'Cancel']);
    expect(server.calls).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Red Mesa Energy Partners' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/admin\/invitations$/));
    expect(server.callsTo('POST', '/api/invitation/onboard/31')[0]?.headers.get('company-id')).toBe('2');
  });

  it('goes Home when the user does not choose a company', async () => {
    const { user, server } = renderAt('/admin/onboarding/tok-31');
    const dialog = await screen.findByRole('dialog', { name: 'Choose Company' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
    expect(server.calls).toHaveLength(0);
  });

  it('tells a link that no longer works, then goes Home', async () => {
    const { user, server } = renderAt(
      '/admin/onboarding/tok-old',
      { companies: [redMesa] },
      {
        'GET /api/invitation/getbytoken/tok-old': notFoundReply,
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Invitation Not found' });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
    expect(server.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('tells a user who does not administer their only company to ask an administrator', async () => {
    const { server } = renderAt('/admin/onboarding/tok-31', { companies: [redMesa], administer: false });
    expect(await screen.findByText(invitationMessages.askAdmin)).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });
});

describe('invitation screens', () => {
  it('lists the invitations at /admin/invitations', async () => {
    renderAt('/admin/invitations?idByNotification=31', {}, { 'GET /api/invitation/getbyid/31': { body: pecos } });
    expect(await screen.findByRole('heading', { name: 'Invitations' })).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /Pecos Valley Royalty/ })).toBeInTheDocument();
  });

  it('is "Page Not found" for an accept address that is not an invitation', async () => {
    renderAt('/admin/invitation/pecos');
    expect(await screen.findByRole('heading', { name: 'Page Not found' })).toBeInTheDocument();
  });
});
