import { screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { fakeApi } from '@/testing/fake-api';
import { session } from '@/testing/fixtures';
import { renderSignedInRoutes } from '@/testing/session-routes';
import { NotificationsRoute } from './notifications';

/** The entry signed-in-routes.tsx is to take (see the report of the Notifications page): for everyone. */
const routes: RouteObject[] = [{ path: '/notifications', element: <NotificationsRoute /> }];

const notification = (id: number) => ({
  id,
  title: `Notification ${id}`,
  message: `Message ${id}`,
  isRead: false,
  updateDate: '2026-03-04T15:30:00.000Z',
  actionId: null,
  actionData: null,
  sourceCompanyName: null,
});

function renderAt(route: string) {
  const all = Array.from({ length: 12 }, (_, i) => notification(i + 1));
  const server = fakeApi({
    'GET /api/notifications': ({ url }) => {
      const page = Number(url.searchParams.get('page'));
      return {
        body: {
          items: all.slice((page - 1) * 5, page * 5),
          totalRecords: all.length,
          pageSize: 5,
          unreadTotalRecords: 12,
        },
      };
    },
  });
  return { ...renderSignedInRoutes(routes, route, session()), server };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('notifications route', () => {
  it('shows the page the address names, and keeps the page in the address', async () => {
    const { user } = renderAt('/notifications?page=2');
    expect(await screen.findByRole('heading', { name: 'Notifications' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Notification 6, Not Read' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to page 3' }));
    expect(await screen.findByRole('button', { name: 'Notification 11, Not Read' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Current location' })).toHaveTextContent('/notifications?page=3');
  });

  it('shows the last page for an address past it', async () => {
    renderAt('/notifications?page=9');
    expect(await screen.findByRole('button', { name: 'Notification 11, Not Read' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Current location' })).toHaveTextContent('/notifications?page=3'),
    );
  });
});
