import { api, NotificationAction } from '@docvue/contracts';
import { useQuery } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { fakeApi } from '@/testing/fake-api';
import { blueCreek, redMesa } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { useUnreadCount } from '../api/get-unread-count';
import { fakeWebSocketClass } from '../testing/fake-web-socket';
import { stubNotification } from '../testing/fake-notification';
import { pushOf } from '../testing/notification-fixtures';
import { PushChannel } from './push-channel';

/** What the account menu shows. */
function UnreadProbe() {
  const unread = useUnreadCount(redMesa.id);
  return <output aria-label="Unread">{unread.data ?? ''}</output>;
}

/** What the inbox beneath shows: the status of its one row, cached under the lists' key. */
function InboxProbe() {
  const inbox = useQuery({
    queryKey: [api.listInbox.reads, 'probe'],
    queryFn: async () => (await (await fetch('/api/documentroute/inbox')).json()) as { rows: { status: string }[] },
  });
  return <output aria-label="Inbox">{inbox.data?.rows[0]?.status ?? ''}</output>;
}

/** The shell's part: the channel of the company on screen, which the user may change. */
function Shell({ WebSocket }: { WebSocket: ReturnType<typeof fakeWebSocketClass>['WebSocket'] }) {
  const [companyId, setCompanyId] = useState(redMesa.id);
  return (
    <>
      <PushChannel companyId={companyId} companies={[redMesa, blueCreek]} WebSocket={WebSocket} random={() => 1} />
      <UnreadProbe />
      <InboxProbe />
      <button type="button" onClick={() => setCompanyId(blueCreek.id)}>
        Change to Blue Creek
      </button>
    </>
  );
}

const unreadShows = (n: number) =>
  waitFor(() => expect(screen.getByRole('status', { name: 'Unread' })).toHaveTextContent(String(n)));

const locationIs = (path: string) =>
  waitFor(() => expect(screen.getByRole('status', { name: 'Current location' })).toHaveTextContent(path));

function setup() {
  let unread = 3;
  let inboxStatus = 'Sent';
  let tokens = 0;
  const server = fakeApi({
    'GET /api/notifications/subscribe': () => ({
      body: { url: `ws://localhost/push?token=t${++tokens}`, expiresAt: new Date(Date.now() + 60_000).toISOString() },
    }),
    'GET /api/notifications/unreadnotifications': () => ({ body: { unreadTotalRecords: unread } }),
    'GET /api/documentroute/inbox': () => ({ body: { rows: [{ status: inboxStatus }] } }),
    'PUT /api/notifications/31/read': { body: { unreadTotalRecords: 3 } },
    'GET /api/documents/41/available': { body: { available: true } },
  });
  const { WebSocket, sockets } = fakeWebSocketClass();
  const view = renderWithProviders(<Shell WebSocket={WebSocket} />);
  return {
    ...view,
    server,
    sockets,
    setUnread: (n: number) => {
      unread = n;
    },
    setInboxStatus: (status: string) => {
      inboxStatus = status;
    },
    subscribes: () => server.callsTo('GET', '/api/notifications/subscribe').length,
    countCalls: () => server.callsTo('GET', '/api/notifications/unreadnotifications').length,
  };
}

/** Lets the calls in flight answer, without moving the clock. */
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('PushChannel', () => {
  it('opens the address it is given and refreshes the unread count on a push for the current company', async () => {
    const s = setup();
    await unreadShows(3);
    expect(s.sockets).toHaveLength(1);
    expect(s.sockets[0]!.url).toBe('ws://localhost/push?token=t1');
    expect(s.server.callsTo('GET', '/api/notifications/subscribe')[0]!.headers.get('company-id')).toBe('2');
    act(() => s.sockets[0]!.ready());

    s.setUnread(4);
    act(() => s.sockets[0]!.receive(pushOf({ SourceCompanyId: redMesa.id })));
    await unreadShows(4);
  });

  it('refreshes the lists a document push concerns, so they say what the pop-up says', async () => {
    const s = setup();
    const inbox = () => screen.getByRole('status', { name: 'Inbox' });
    await waitFor(() => expect(inbox()).toHaveTextContent('Sent'));
    act(() => s.sockets[0]!.ready());
    s.setInboxStatus('Rejected');
    act(() =>
      s.sockets[0]!.receive(
        pushOf({ SourceCompanyId: redMesa.id, Title: 'Invoice Rejected', ActionId: NotificationAction.OpenDocument }),
      ),
    );
    await waitFor(() => expect(inbox()).toHaveTextContent('Rejected'));
  });

  it('leaves the count alone for another company, and says which company it is for', async () => {
    const s = setup();
    await unreadShows(3);
    const before = s.countCalls();
    act(() => s.sockets[0]!.receive(pushOf({ SourceCompanyId: blueCreek.id, Title: 'Division Order Returned' })));
    expect(await screen.findByText(/In Blue Creek Midstream/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Open/ })).not.toBeInTheDocument();
    expect(s.countCalls()).toBe(before);
  });

  it('shows a snackbar with a link when desktop notifications are not allowed; the link opens the document', async () => {
    stubNotification('denied');
    const s = setup();
    await unreadShows(3);
    act(() => s.sockets[0]!.receive(pushOf()));
    expect(await screen.findByText(/rejected AR Invoice HOS-24017: wrong rate/)).toBeInTheDocument();
    await s.user.click(screen.getByRole('button', { name: 'Open AR Invoice Rejected' }));
    await locationIs('/documents/41');
    expect(s.server.callsTo('PUT', '/api/notifications/31/read')).toHaveLength(1);
  });

  it('raises a desktop notification when allowed; clicking it opens the invitation list', async () => {
    const { shown } = stubNotification('granted');
    const s = setup();
    await unreadShows(3);
    act(() => s.sockets[0]!.receive(pushOf({ Title: 'Invitation Accepted', ActionId: 2, ActionData: '9' })));
    expect(shown).toHaveLength(1);
    expect(shown[0]!.title).toBe('Invitation Accepted');
    expect(shown[0]!.options?.body).toMatch(/wrong rate/);
    expect(screen.queryByRole('button', { name: /^Open/ })).not.toBeInTheDocument();
    act(() => shown[0]!.onclick?.());
    await locationIs('/admin/invitations?idByNotification=9');
  });

  it('refreshes the count when the window regains focus', async () => {
    const s = setup();
    await unreadShows(3);
    const before = s.countCalls();
    s.setUnread(5);
    act(() => void window.dispatchEvent(new Event('focus')));
    await unreadShows(5);
    expect(s.countCalls()).toBe(before + 1);
  });

  it('refreshes the count when the server says pushes may have been lost (resync), on the same channel', async () => {
    const s = setup();
    await unreadShows(3);
    act(() => s.sockets[0]!.ready());
    const before = s.countCalls();
    s.setUnread(6);
    act(() => s.sockets[0]!.receive({ type: 'resync' }));
    await unreadShows(6);
    expect(s.countCalls()).toBe(before + 1);
    expect(s.sockets).toHaveLength(1);
  });

  it('after an unexpected close, asks for a new address after 1 s, then 2 s; a ready channel starts over', async () => {
    vi.useFakeTimers();
    const s = setup();
    await settle();
    expect(s.sockets).toHaveLength(1);

    s.sockets[0]!.drop(1006);
    await wait(999);
    expect(s.subscribes()).toBe(1);
    await wait(1);
    expect(s.subscribes()).toBe(2);
    expect(s.sockets.map((w) => w.url)).toEqual(['ws://localhost/push?token=t1', 'ws://localhost/push?token=t2']);

    s.sockets[1]!.drop(1006);
    await wait(1999);
    expect(s.subscribes()).toBe(2);
    await wait(1);
    expect(s.sockets).toHaveLength(3);

    // Accepted, then dropped: the channel was fine, so the wait is short again; the count is refreshed.
    const before = s.countCalls();
    act(() => s.sockets[2]!.ready());
    await settle();
    expect(s.countCalls()).toBe(before + 1);
    s.sockets[2]!.drop(1001);
    await wait(1000);
    expect(s.sockets).toHaveLength(4);
  });

  it('waits 30 s at most', async () => {
    vi.useFakeTimers();
    const s = setup();
    await settle();
    for (const delay of [1000, 2000, 4000, 8000, 16000, 30000, 30000]) {
      s.sockets.at(-1)!.drop(1006);
      await wait(delay - 1);
      const before = s.sockets.length;
      await wait(1);
      expect(s.sockets.length).toBe(before + 1);
    }
  });

  it('stops when the user is no longer a member (4403)', async () => {
    vi.useFakeTimers();
    const s = setup();
    await settle();
    s.sockets[0]!.drop(4403);
    await wait(120_000);
    expect(s.subscribes()).toBe(1);
  });

  it('asks once for a new address at once when its token is refused (4401), and stops at a second refusal', async () => {
    vi.useFakeTimers();
    const s = setup();
    await settle();
    s.sockets[0]!.drop(4401);
    await settle();
    expect(s.subscribes()).toBe(2);
    s.sockets[1]!.drop(4401);
    await wait(120_000);
    expect(s.subscribes()).toBe(2);
  });

  it('closes the channel when the company changes, and opens one for the new company', async () => {
    vi.useFakeTimers();
    const s = setup();
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Change to Blue Creek' }));
    await settle();
    expect(s.sockets[0]!.closedWith).toBe(1000);
    expect(s.sockets).toHaveLength(2);
    expect(s.server.callsTo('GET', '/api/notifications/subscribe')[1]!.headers.get('company-id')).toBe('5');
    s.unmount();
    expect(s.sockets[1]!.closedWith).toBe(1000);
  });
});
