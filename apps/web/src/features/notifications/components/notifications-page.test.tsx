import type { Notification } from '@docvue/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { fakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';
import { stubNotification } from '../testing/fake-notification';
import { notification, pageReply } from '../testing/notification-fixtures';
import { NotificationsPage } from './notifications-page';

function Page() {
  const [page, setPage] = useState(1);
  return <NotificationsPage page={page} onPageChange={setPage} />;
}

function setup(all: Notification[], extra: Parameters<typeof fakeApi>[0] = {}) {
  const server = fakeApi({
    'GET /api/notifications': pageReply(all),
    'GET /api/users/current/personalization': {
      body: {
        dateFormat: 'dd/MM/yyyy',
        numericFormat: '',
        currencyFormat: '',
        itemsPerPage: '50',
        receiveEmails: 'true',
      },
    },
    ...extra,
  });
  return { ...renderWithProviders(<Page />), server };
}

const locationIs = (path: string) =>
  waitFor(() => expect(screen.getByRole('status', { name: 'Current location' })).toHaveTextContent(path));

const listed = () => within(screen.getByRole('list', { name: 'Notifications' })).getAllByRole('button');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('NotificationsPage', () => {
  it('shows five a page as cards: title, Read / Not Read, message, date in the user’s format, source company', async () => {
    const all = Array.from({ length: 7 }, (_, i) => notification(i + 1, { isRead: i === 1 }));
    const { server, user } = setup(all);
    const first = await screen.findByRole('button', { name: 'Notification 1, Not Read' });
    expect(first).toHaveAccessibleDescription('Message 1 04/03/2026 03:30 PM · Permian Basin Oilfield Services LLC');
    expect(screen.getByRole('button', { name: 'Notification 2, Read' })).toBeInTheDocument();
    expect(listed()).toHaveLength(5);
    expect(server.callsTo('GET', '/api/notifications')[0]!.url.searchParams.get('pageSize')).toBe('5');

    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    expect(await screen.findByRole('button', { name: 'Notification 6, Not Read' })).toBeInTheDocument();
    expect(listed()).toHaveLength(2);
    expect(server.callsTo('GET', '/api/notifications').at(-1)!.url.searchParams.get('page')).toBe('2');
  });

  it('says a payment’s date in the user’s format (issue 40)', async () => {
    setup([
      notification(1, {
        title: 'Paid',
        message: 'Red Mesa Energy Partners marked PBS-30117 paid: paid on 2026-11-20, reference CHK-1044',
      }),
    ]);
    const card = await screen.findByRole('button', { name: 'Paid, Not Read' });
    expect(card).toHaveAccessibleDescription(/paid on 20\/11\/2026, reference CHK-1044 /);
  });

  it('says when there are none, with nothing to mark read', async () => {
    setup([]);
    expect(await screen.findByText('There are currently no notifications')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('marks a notification read and opens its document when it is still there', async () => {
    const { server, user } = setup([notification(3, { actionData: '41' })], {
      'PUT /api/notifications/3/read': { body: { unreadTotalRecords: 0 } },
      'GET /api/documents/41/available': { body: { available: true } },
    });
    await user.click(await screen.findByRole('button', { name: 'Notification 3, Not Read' }));
    await locationIs('/documents/41');
    expect(server.callsTo('PUT', '/api/notifications/3/read')).toHaveLength(1);
  });

  it('says so when the document is no longer available, and stays', async () => {
    const { server, user } = setup([notification(3, { actionData: '41', isRead: true })], {
      'GET /api/documents/41/available': { body: { available: false } },
    });
    await user.click(await screen.findByRole('button', { name: 'Notification 3, Read' }));
    expect(await screen.findByText('The document is no longer available')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Current location' })).toHaveTextContent(/^\/$/);
    // Already read: not marked again.
    expect(server.callsTo('PUT', '/api/notifications/3/read')).toHaveLength(0);
  });

  it('treats a document the company may not see (404) as gone', async () => {
    const { user } = setup([notification(3, { actionData: '41', isRead: true })]);
    await user.click(await screen.findByRole('button', { name: 'Notification 3, Read' }));
    expect(await screen.findByText('The document is no longer available')).toBeInTheDocument();
  });

  it('opens the invitation list at the invitation of an invitation notification', async () => {
    const { user } = setup([notification(4, { actionId: 2, actionData: '9' })], {
      'PUT /api/notifications/4/read': { body: { unreadTotalRecords: 0 } },
    });
    await user.click(await screen.findByRole('button', { name: 'Notification 4, Not Read' }));
    await locationIs('/admin/invitations?idByNotification=9');
  });

  it('opens the party an answered invitation was sent for, where its connection shows', async () => {
    const { user } = setup(
      [
        notification(5, {
          title: 'Invitation accepted',
          message: 'Red Mesa Energy Partners accepted your invitation: you are now connected on the exchange network.',
          actionId: 3,
          actionData: '27',
        }),
      ],
      { 'PUT /api/notifications/5/read': { body: { unreadTotalRecords: 0 } } },
    );
    await user.click(await screen.findByRole('button', { name: 'Invitation accepted, Not Read' }));
    await locationIs('/admin/party/27');
  });

  it('marks all as read', async () => {
    let all = [notification(1), notification(2)];
    const { server, user } = setup([], {
      'GET /api/notifications': (call) => pageReply(all)(call),
      'PUT /api/notifications/read': () => {
        all = all.map((n) => ({ ...n, isRead: true }));
        return { body: { unreadTotalRecords: 0 } };
      },
    });
    await screen.findByRole('button', { name: 'Notification 1, Not Read' });
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('button', { name: 'Notification 1, Read' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notification 2, Read' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    expect(server.callsTo('PUT', '/api/notifications/read')).toHaveLength(1);
  });

  it('offers desktop notifications once; the browser asks only after "Turn on"', async () => {
    const { Notification } = stubNotification('default', 'granted');
    const { user, unmount } = setup([]);
    expect(Notification.requestPermission).not.toHaveBeenCalled();
    await user.click(await screen.findByRole('button', { name: 'Turn on' }));
    expect(Notification.requestPermission).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Turn on' })).not.toBeInTheDocument();
    unmount();

    // Declined elsewhere, or answered: not offered again.
    stubNotification('default');
    setup([]);
    await screen.findByText('There are currently no notifications');
    expect(screen.queryByRole('button', { name: 'Turn on' })).not.toBeInTheDocument();
  });

  it('does not offer again after "Not now"', async () => {
    stubNotification('default');
    const { user, unmount } = setup([]);
    await user.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('button', { name: 'Not now' })).not.toBeInTheDocument();
    unmount();
    setup([]);
    await screen.findByText('There are currently no notifications');
    expect(screen.queryByRole('button', { name: 'Turn on' })).not.toBeInTheDocument();
  });
});
