import { ConnectionStatus } from '@docvue/contracts';
import { screen, within } from '@testing-library/react';
import { partyRecord } from '@/testing/document-fixtures';
import { fakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';
import { ConnectionState } from './connection-state';

const renderState = (status: number, actionable = true, email: string | null = 'ap@caprock.example') =>
  renderWithProviders(
    <ConnectionState
      partyId={3}
      partyName="Caprock Purchasing"
      email={email ?? undefined}
      status={status}
      actionable={actionable}
    />,
  );

/** The party as the server answers after a request. */
const answer = (status: number) => ({ body: partyRecord(3, 'Caprock Purchasing', status) });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ConnectionState', () => {
  it('shows Connected and Waiting for other party to accept as they are', () => {
    renderState(ConnectionStatus.Connected);
    expect(screen.getByText('Connected')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows a company that was asked as waiting', () => {
    renderState(ConnectionStatus.Connecting);
    expect(screen.getByText('Waiting for other party to accept')).toBeInTheDocument();
  });

  it('Invite flips to Invite Sent at once and stays there when the call succeeds', async () => {
    const server = fakeApi({ 'PUT /api/party/3/invite': answer(ConnectionStatus.InviteSent) });
    const { user } = renderState(ConnectionStatus.Invite);
    await user.click(screen.getByRole('button', { name: 'Invite Caprock Purchasing' }));
    expect(screen.getByText('Invite Sent')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend Invite' })).toBeInTheDocument();
    await vi.waitFor(() => expect(server.callsTo('PUT', '/api/party/3/invite')).toHaveLength(1));
    expect(screen.getByText('Invite Sent')).toBeInTheDocument();
  });

  it('a failed invite shows the server’s message and is marked not sent again', async () => {
    fakeApi({
      'PUT /api/party/3/invite': {
        status: 400,
        body: { error: { message: 'The party has no e-mail to invite', code: 'bad_request' } },
      },
    });
    const { user } = renderState(ConnectionStatus.Invite);
    await user.click(screen.getByRole('button', { name: 'Invite Caprock Purchasing' }));
    expect(await screen.findByText('The party has no e-mail to invite')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invite Caprock Purchasing' })).toBeInTheDocument();
    expect(screen.queryByText('Invite Sent')).not.toBeInTheDocument();
  });

  it('Connect first asks about due diligence; Cancel asks nothing of the server', async () => {
    const server = fakeApi({ 'PUT /api/party/3/connect': answer(ConnectionStatus.Connecting) });
    const { user } = renderState(ConnectionStatus.Connect);
    await user.click(screen.getByRole('button', { name: 'Connect Caprock Purchasing' }));
    const question = screen.getByRole('dialog', { name: 'Due Diligence' });
    expect(question).toHaveTextContent('due diligence on accepting documents from outside parties');
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(server.callsTo('PUT', '/api/party/3/connect')).toHaveLength(0);
    expect(await screen.findByRole('button', { name: 'Connect Caprock Purchasing' })).toBeInTheDocument();
  });

  it('Continue asks the company on the network and waits for it', async () => {
    const server = fakeApi({ 'PUT /api/party/3/connect': answer(ConnectionStatus.Connecting) });
    const { user } = renderState(ConnectionStatus.Connect);
    await user.click(screen.getByRole('button', { name: 'Connect Caprock Purchasing' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Due Diligence' })).getByRole('button', { name: 'Continue' }),
    );
    expect(await screen.findByText('Waiting for other party to accept')).toBeInTheDocument();
    await vi.waitFor(() => expect(server.callsTo('PUT', '/api/party/3/connect')).toHaveLength(1));
  });

  it('a failed connect puts Connect back with the server’s message', async () => {
    fakeApi({
      'PUT /api/party/3/connect': {
        status: 409,
        body: { error: { message: 'The company is already connected', code: 'conflict' } },
      },
    });
    const { user } = renderState(ConnectionStatus.Connect);
    await user.click(screen.getByRole('button', { name: 'Connect Caprock Purchasing' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Due Diligence' })).getByRole('button', { name: 'Continue' }),
    );
    expect(await screen.findByText('The company is already connected')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Connect Caprock Purchasing' })).toBeInTheDocument();
  });

  it('Resend Invite sends the pending invitation again to the party’s first e-mail', async () => {
    const server = fakeApi({ 'POST /api/invitation/resend': { body: { ok: true } } });
    const { user } = renderState(ConnectionStatus.InviteSent);
    await user.click(screen.getByRole('button', { name: 'Resend Invite' }));
    await vi.waitFor(() => expect(server.callsTo('POST', '/api/invitation/resend')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/invitation/resend')[0]!.body).toEqual({
      senderPartyIdOfReceiverCompany: 3,
      receiverEmail: 'ap@caprock.example',
    });
    expect(screen.getByText('Invite Sent')).toBeInTheDocument();
  });

  it('Resend Invite of a party without an e-mail invites it again', async () => {
    const server = fakeApi({ 'PUT /api/party/3/invite': answer(ConnectionStatus.InviteSent) });
    const { user } = renderState(ConnectionStatus.InviteSent, true, null);
    await user.click(screen.getByRole('button', { name: 'Resend Invite' }));
    await vi.waitFor(() => expect(server.callsTo('PUT', '/api/party/3/invite')).toHaveLength(1));
  });

  it('a failed resend shows the server’s message and leaves the invitation sent', async () => {
    fakeApi({
      'POST /api/invitation/resend': {
        status: 404,
        body: { error: { message: 'No pending invitation for this party', code: 'not_found' } },
      },
    });
    const { user } = renderState(ConnectionStatus.InviteSent);
    await user.click(screen.getByRole('button', { name: 'Resend Invite' }));
    expect(await screen.findByText('No pending invitation for this party')).toBeInTheDocument();
    expect(screen.getByText('Invite Sent')).toBeInTheDocument();
  });

  it('on a read-only document there is nothing to press', () => {
    renderState(ConnectionStatus.InviteSent, false);
    expect(screen.getByText('Invite Sent')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    renderState(ConnectionStatus.Invite, false);
    expect(screen.getByText('Not connected (Invite)')).toBeInTheDocument();
  });
});
