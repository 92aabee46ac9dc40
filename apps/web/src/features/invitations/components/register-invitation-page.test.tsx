import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi } from '@/testing/fake-api';
import { blueCreek, llano, redMesa } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { RegisterInvitationPage } from './register-invitation-page';

const notFoundReply = {
  status: 400,
  body: { error: { message: 'Invitation not found', code: 'invitation_not_found' } },
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Registering an e-mailed invitation that no longer works', () => {
  it("tells the user, then moves them to their first company on this host (not a cloud one), when it isn't the selected one", async () => {
    const server = fakeApi({ 'POST /api/invitation/register/tok-old': notFoundReply });
    const onMoveToCompany = vi.fn();
    const { user } = renderWithProviders(
      <RegisterInvitationPage
        token="tok-old"
        canAnswer
        companies={[llano, blueCreek, redMesa]}
        company={redMesa}
        onMoveToCompany={onMoveToCompany}
      />,
      { route: '/admin/invitations/tok-old?submitInvitation=true' },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Invitation Not found' });
    expect(dialog).toHaveTextContent('Invitation not found, or expired');
    expect(onMoveToCompany).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onMoveToCompany).toHaveBeenCalledWith(blueCreek));
    expect(server.callsTo('POST', '/api/invitation/register/tok-old')).toHaveLength(1);
  });
});
