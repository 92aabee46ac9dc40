import { ConnectionStatus } from '@docvue/contracts';
import { screen } from '@testing-library/react';
import { fakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';
import { ConnectionState } from './connection-state';

const renderState = (status: number, actionable = true) =>
  renderWithProviders(
    <ConnectionState partyId={3} partyName="Caprock Purchasing" status={status} actionable={actionable} />,
  );

describe('ConnectionState', () => {
  it('shows Connected and Waiting for other party to accept as they are', () => {
    renderState(ConnectionStatus.Connected);
    expect(screen.getByText('Connected')).toBeInTheDocument();
  });

  it('shows a company that was asked as waiting', () => {
    renderState(ConnectionStatus.Connecting);
    expect(screen.getByText('Waiting for other party to accept')).toBeInTheDocument();
  });

  it('Invite flips to Invite Sent at once and stays there when the call succeeds', async () => {
    const server = fakeApi({ 'PUT /api/party/3/invite': { body: { ok: true } } });
    const { user } = renderState(ConnectionStatus.Invite);
    await user.click(screen.getByRole('button', { name: 'Invite Caprock Purchasing' }));
    expect(screen.getByText('Invite Sent')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend Invite' })).toBeInTheDocument();
    await vi.waitFor(() => expect(server.callsTo('PUT', '/api/party/3/invite')).toHaveLength(1));
    expect(screen.getByText('Invite Sent')).toBeInTheDocument();
  });

  it('a failed invite shows the server’s message and is marked not sent again', async () => {
    fakeApi({});
    const { user } = renderState(ConnectionStatus.Invite);
    await user.click(screen.getByRole('button', { name: 'Invite Caprock Purchasing' }));
    expect(await screen.findByText('No such endpoint: PUT /api/party/3/invite')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invite Caprock Purchasing' })).toBeInTheDocument();
    expect(screen.queryByText('Invite Sent')).not.toBeInTheDocument();
  });

  it('Connect asks the company on the network and waits; a failure puts Connect back', async () => {
    fakeApi({});
    const { user } = renderState(ConnectionStatus.Connect);
    await user.click(screen.getByRole('button', { name: 'Connect Caprock Purchasing' }));
    expect(await screen.findByText('No such endpoint: PUT /api/party/3/connect')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connect Caprock Purchasing' })).toBeInTheDocument();
  });

  it('Resend Invite sends the invitation again', async () => {
    const server = fakeApi({ 'PUT /api/party/3/invite': { body: { ok: true } } });
    const { user } = renderState(ConnectionStatus.InviteSent);
    await user.click(screen.getByRole('button', { name: 'Resend Invite' }));
    await vi.waitFor(() => expect(server.callsTo('PUT', '/api/party/3/invite')).toHaveLength(1));
  });

  it('on a read-only document there is nothing to press', () => {
    renderState(ConnectionStatus.InviteSent, false);
    expect(screen.getByText('Invite Sent')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
