import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi } from '@/testing/fake-api';
import { blueCreek, llano, redMesa } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { invitation, preview } from '../testing/invitation-fixtures';
import { startAgainIn } from '../utils/move-to-company';
import { OnboardingPage } from './onboarding-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Onboarding into another company', () => {
  it('takes the invitation into the chosen company, then works in that company', async () => {
    const server = fakeApi({
      'GET /api/invitation/getbytoken/tok-31': { body: preview() },
      'POST /api/invitation/onboard/31': { body: invitation(31, 'Pecos Valley Royalty') },
    });
    const onSwitchCompany = vi.fn();
    const { user } = renderWithProviders(
      <OnboardingPage
        token="tok-31"
        companies={[redMesa, blueCreek, llano]}
        company={redMesa}
        canAnswer={false}
        onSwitchCompany={onSwitchCompany}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Choose Company' });
    await user.click(within(dialog).getByRole('button', { name: 'Blue Creek Midstream' }));

    await waitFor(() => expect(onSwitchCompany).toHaveBeenCalledWith(blueCreek));
    // The lookup is public; the invitation goes to the chosen company, not the selected one.
    const [lookup] = server.callsTo('GET', '/api/invitation/getbytoken/tok-31');
    expect(lookup?.headers.get('company-id')).toBeNull();
    const [onboard] = server.callsTo('POST', '/api/invitation/onboard/31');
    expect(onboard?.headers.get('company-id')).toBe(String(blueCreek.id));
    expect(onboard?.body).toEqual({ token: 'tok-31' });
  });

  it('shows a refusal of the chosen company in the snackbar, then goes Home', async () => {
    const message = 'You do not have permission to do this.';
    fakeApi({
      'GET /api/invitation/getbytoken/tok-31': { body: preview() },
      'POST /api/invitation/onboard/31': { status: 403, body: { error: { message, code: 'forbidden' } } },
    });
    const onSwitchCompany = vi.fn();
    const { user } = renderWithProviders(
      <OnboardingPage
        token="tok-31"
        companies={[redMesa, blueCreek]}
        company={redMesa}
        canAnswer
        onSwitchCompany={onSwitchCompany}
      />,
      { route: '/admin/onboarding/tok-31' },
    );
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Blue Creek Midstream' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Current location', hidden: true })).toHaveTextContent(/^\/$/),
    );
    expect(onSwitchCompany).not.toHaveBeenCalled();
  });

  it('tells a link that no longer works, then moves the user to their first company on this host', async () => {
    fakeApi({
      'GET /api/invitation/getbytoken/tok-old': {
        status: 400,
        body: { error: { message: 'Invitation not found', code: 'invitation_not_found' } },
      },
    });
    const onSwitchCompany = vi.fn();
    const onMoveToCompany = vi.fn();
    const { user } = renderWithProviders(
      <OnboardingPage
        token="tok-old"
        companies={[llano, blueCreek, redMesa]}
        company={redMesa}
        canAnswer
        onSwitchCompany={onSwitchCompany}
        onMoveToCompany={onMoveToCompany}
      />,
    );
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Red Mesa Energy Partners' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Invitation Not found' });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onMoveToCompany).toHaveBeenCalledWith(blueCreek));
    expect(onSwitchCompany).not.toHaveBeenCalled();
  });
});

describe('startAgainIn', () => {
  it('makes the company the selected one and starts the app again at the path', () => {
    const go = vi.fn();
    startAgainIn(blueCreek, '/', go);
    expect(window.localStorage.getItem('selectedCompanyId')).toBe(String(blueCreek.id));
    expect(window.sessionStorage.getItem('selectedCompanyId')).toBe(String(blueCreek.id));
    expect(go).toHaveBeenCalledWith('/');
  });
});
