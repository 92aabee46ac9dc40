import type { Personalization } from '@docvue/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { stubCanvas } from '@/testing/canvas';
import { fakeApi } from '@/testing/fake-api';
import { user as currentUser } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { useDateFormat } from '@/lib/personalization';
import type { ProfileUser } from '../utils/profile-form';
import { ProfilePage } from './profile-page';

/** The first screen of a file takes jsdom a while to draw (more on a busy machine). */
const slow = { timeout: 5000 };

const morgan: ProfileUser = {
  id: 7,
  emailAddress: 'morgan.ellis@ellisaccounting.example',
  firstName: 'Morgan',
  lastName: 'Ellis',
  title: 'Contract Accountant',
};
const preferences: Personalization = {
  dateFormat: 'MM/dd/yyyy',
  numericFormat: '',
  currencyFormat: '',
  itemsPerPage: '50',
  receiveEmails: 'true',
};

/** Another screen's date, in the user's format. */
function DateProbe() {
  return <p>Dates shown as {useDateFormat()}</p>;
}

function renderProfile(unsubscribe = false, routes: Parameters<typeof fakeApi>[0] = {}) {
  let saved = preferences;
  const server = fakeApi({
    'GET /api/users/current/personalization': () => ({ body: saved }),
    'PUT /api/users/current/personalization': ({ body }) => {
      saved = { ...saved, ...(body as Partial<Personalization>) };
      return { body: saved };
    },
    'PUT /api/users/current/profile': ({ body }) => ({ body: currentUser(body as object) }),
    'GET /api/usersignatureimage/7': { body: { userId: 7, signatureImageAsBase64: null } },
    ...routes,
  });
  const view = renderWithProviders(
    <>
      <ProfilePage user={morgan} unsubscribe={unsubscribe} />
      <DateProbe />
    </>,
    { route: unsubscribe ? '/profile/unsubscribe' : '/profile' },
  );
  return { ...view, server };
}

const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}( \\*)?$`) });
const dateFormat = () => screen.getByRole('combobox', { name: 'Date Format' });
const receiveEmails = () => screen.getByRole('switch', { name: 'Receive e-mails' });

beforeEach(() => {
  stubCanvas();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Profile', () => {
  it('changes one’s own e-mail through a link mailed to the new address, and says so', async () => {
    const message =
      'A link to confirm it was sent to morgan@ellis.example: your e-mail changes when you open it (within a day).';
    const { user, server } = renderProfile(false, {
      'POST /api/users/current/emailaddress': { body: { ok: true, message } },
    });
    await user.click(await screen.findByRole('button', { name: 'Change E-mail' }, slow));
    const dialog = screen.getByRole('dialog', { name: 'Change E-mail' });
    await user.type(screen.getByRole('textbox', { name: /New Email Address/ }), 'morgan@ellis.example');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/users/current/emailaddress')[0]?.body).toEqual({
      emailAddress: 'morgan@ellis.example',
    });
    // The address shown is the old one until the link is opened.
    expect(field('Email')).toHaveValue('morgan.ellis@ellisaccounting.example');
  });

  it('shows the profile and preferences, and saves them; the new date format shows everywhere at once', async () => {
    const { user, server } = renderProfile();
    expect(await screen.findByDisplayValue('Contract Accountant', {}, slow)).toBeInTheDocument();
    expect(field('Email')).toHaveValue('morgan.ellis@ellisaccounting.example');
    expect(field('Title')).toHaveAttribute('maxlength', '25');
    expect(dateFormat()).toHaveTextContent('MM/dd/yyyy');
    expect(receiveEmails()).toBeChecked();
    expect(screen.getByText('Dates shown as MM/dd/yyyy')).toBeInTheDocument();

    await user.click(dateFormat());
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'MM/dd/yyyy',
      'dd/MM/yyyy',
      'yyyy/MM/dd',
      'yyyy-MM-dd',
    ]);
    await user.click(screen.getByRole('option', { name: 'yyyy-MM-dd' }));
    await user.clear(field('Title'));
    await user.paste('Controller');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Successfully updated settings')).toBeInTheDocument();
    expect(screen.getByText('Dates shown as yyyy-MM-dd')).toBeInTheDocument();
    expect(server.callsTo('PUT', '/api/users/current/profile')[0]!.body).toEqual({
      firstName: 'Morgan',
      lastName: 'Ellis',
      title: 'Controller',
    });
    expect(server.callsTo('PUT', '/api/users/current/personalization')[0]!.body).toEqual({ dateFormat: 'yyyy-MM-dd' });
  });

  it('requires the names and sends nothing until they are given', async () => {
    const { user, server } = renderProfile();
    await screen.findByDisplayValue('Contract Accountant', {}, slow);
    await user.clear(field('First Name'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(field('First Name')).toHaveAccessibleDescription('Required');
    expect(server.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('sends only the e-mail preference when only it changed, and nothing when nothing did', async () => {
    const { user, server } = renderProfile();
    await screen.findByDisplayValue('Contract Accountant', {}, slow);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('There are no changes to save.')).toBeInTheDocument();
    await user.click(receiveEmails());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Successfully updated settings')).toBeInTheDocument();
    expect(server.callsTo('PUT', '/api/users/current/personalization').map((c) => c.body)).toEqual([
      { receiveEmails: 'false' },
    ]);
    expect(server.callsTo('PUT', '/api/users/current/profile')).toHaveLength(0);
  });

  it('shows the server’s message when saving fails and keeps what was typed', async () => {
    const { user } = renderProfile(false, {
      'PUT /api/users/current/profile': {
        status: 400,
        body: { error: { message: 'First name is too long', code: 'validation_failed' } },
      },
    });
    await screen.findByDisplayValue('Contract Accountant', {}, slow);
    await user.type(field('First Name'), 'X');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('First name is too long')).toBeInTheDocument();
    expect(screen.queryByText('Successfully updated settings')).not.toBeInTheDocument();
    expect(field('First Name')).toHaveValue('MorganX');
  });

  it('unsubscribes with one Save: e-mails off, every other field locked', async () => {
    const { user, server } = renderProfile(true);
    expect(await screen.findByDisplayValue('Contract Accountant', {}, slow)).toBeInTheDocument();
    expect(receiveEmails()).not.toBeChecked();
    for (const label of ['First Name', 'Last Name', 'Title']) expect(field(label)).toHaveAttribute('readonly');
    expect(dateFormat()).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByRole('heading', { name: 'Signature' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Successfully updated settings')).toBeInTheDocument();
    expect(server.callsTo('PUT', '/api/users/current/personalization')[0]!.body).toEqual({ receiveEmails: 'false' });
    expect(server.callsTo('PUT', '/api/users/current/profile')).toHaveLength(0);
  });

  it('says when the preferences cannot be loaded', async () => {
    renderProfile(false, {
      'GET /api/users/current/personalization': {
        status: 500,
        body: { error: { message: 'The server failed.', code: 'internal_error' } },
      },
    });
    expect(await screen.findByText('The server failed.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument());
  });
});
