import { screen } from '@testing-library/react';
import { fakeApi } from '@/testing/fake-api';
import { user } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { LicencePage } from './licence-page';

function setup() {
  const server = fakeApi({ 'PUT /api/users/7/accepteula': { body: user() } });
  const onAccepted = vi.fn();
  const onCancel = vi.fn();
  const view = renderWithProviders(
    <LicencePage userId={7} version="20230112090913" onAccepted={onAccepted} onCancel={onCancel} />,
  );
  return { ...view, server, onAccepted, onCancel };
}

describe('LicencePage', () => {
  it('shows the agreement with its version', () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'End User License Agreement' })).toBeInTheDocument();
    expect(screen.getByText('Version 20230112090913')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'License agreement text' })).toBeInTheDocument();
  });

  it('Accept records the current version, then continues', async () => {
    const { user: u, server, onAccepted } = setup();
    await u.click(screen.getByRole('button', { name: 'Accept' }));
    await vi.waitFor(() => expect(onAccepted).toHaveBeenCalledOnce());
    expect(server.callsTo('PUT', '/api/users/7/accepteula')[0]?.body).toEqual({ version: '20230112090913' });
  });

  it('Cancel hands over to sign-out without recording anything', async () => {
    const { user: u, server, onCancel } = setup();
    await u.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(server.calls).toHaveLength(0);
  });

  it('shows the server’s message when the acceptance fails', async () => {
    fakeApi({
      'PUT /api/users/7/accepteula': {
        status: 400,
        body: { error: { message: 'The licence version 1 is not the current one.', code: 'bad_request' } },
      },
    });
    const onAccepted = vi.fn();
    const { user: u } = renderWithProviders(
      <LicencePage userId={7} version="1" onAccepted={onAccepted} onCancel={() => {}} />,
    );
    await u.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('The licence version 1 is not the current one.')).toBeInTheDocument();
    expect(onAccepted).not.toHaveBeenCalled();
  });
});
