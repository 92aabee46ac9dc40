import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { stubCanvas } from '@/testing/canvas';
import { fakeApi } from '@/testing/fake-api';
import { session } from '@/testing/fixtures';
import { renderSignedInRoutes } from '@/testing/session-routes';
import { ProfileRoute } from './profile';

/** The entries signed-in-routes.tsx is to take (see the report of the Profile screen): for everyone. */
const routes: RouteObject[] = [
  { path: '/profile', element: <ProfileRoute /> },
  { path: '/profile/unsubscribe', element: <ProfileRoute unsubscribe /> },
];

function renderAt(route: string) {
  const server = fakeApi({
    'GET /api/users/current/personalization': {
      body: {
        dateFormat: 'dd/MM/yyyy',
        numericFormat: '',
        currencyFormat: '',
        itemsPerPage: '50',
        receiveEmails: 'true',
      },
    },
    'GET /api/usersignatureimage/7': { body: { userId: 7, signatureImageAsBase64: null } },
  });
  // A user who administers nothing: the profile is everyone's.
  return { ...renderSignedInRoutes(routes, route, session()), server };
}

const slow = { timeout: 5000 };

beforeEach(() => {
  stubCanvas();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('profile routes', () => {
  it('shows the signed-in user’s profile and signature at /profile', async () => {
    renderAt('/profile');
    expect(await screen.findByDisplayValue('Contract Accountant', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Receive e-mails' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Date Format' })).toHaveTextContent('dd/MM/yyyy');
    expect(screen.getByRole('heading', { name: 'Signature' })).toBeInTheDocument();
  });

  it('opens /profile/unsubscribe with e-mails switched off and the rest locked', async () => {
    renderAt('/profile/unsubscribe');
    expect(await screen.findByDisplayValue('Contract Accountant', {}, slow)).toHaveAttribute('readonly');
    expect(screen.getByRole('switch', { name: 'Receive e-mails' })).not.toBeChecked();
  });
});
