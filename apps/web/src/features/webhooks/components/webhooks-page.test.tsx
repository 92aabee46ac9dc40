import { screen, within } from '@testing-library/react';
import type { WebhookDelivery, WebhookEndpoint } from '@docvue/contracts';
import { fakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';
import { WebhooksPage } from './webhooks-page';

const endpoint = (id: number, url: string, over: Partial<WebhookEndpoint> = {}): WebhookEndpoint => ({
  id,
  url,
  description: null,
  events: ['document.received'],
  status: 'active',
  pausedAt: null,
  pausedReason: null,
  consecutiveFailures: 0,
  secretHint: 'x9Zq',
  createdAt: new Date(2026, 10, 2, 9, 0).toISOString(),
  ...over,
});

const failed: WebhookDelivery = {
  id: 7,
  eventId: 'e-7',
  eventType: 'document.received',
  status: 'failed',
  attempts: [
    {
      at: new Date(2026, 10, 3, 9, 0).toISOString(),
      statusCode: 500,
      durationMs: 12,
      error: 'HTTP 500',
      responseExcerpt: 'oops',
    },
  ],
  nextAttemptAt: null,
  createdAt: new Date(2026, 10, 3, 9, 0).toISOString(),
};

function setup() {
  const server = fakeApi({
    'GET /api/webhooks': {
      body: {
        items: [
          endpoint(1, 'https://erp.example.com/hooks', { description: 'SAP' }),
          endpoint(2, 'https://old.example.com/hooks', {
            status: 'paused',
            pausedReason: 'Paused because 10 deliveries in a row failed (last: HTTP 500).',
            events: ['notification', 'document.rejected'],
          }),
        ],
      },
    },
    'POST /api/webhooks': ({ body }) => ({
      status: 201,
      body: { ...endpoint(3, (body as { url: string }).url), secret: 'whsec_only-shown-once' },
    }),
    'GET /api/webhooks/1/deliveries': { body: { items: [failed], totalRecords: 1, pageSize: 10 } },
    'POST /api/webhooks/2/resume': { body: endpoint(2, 'https://old.example.com/hooks') },
    'POST /api/webhooks/1/test': { body: { deliveryId: 8 } },
    'DELETE /api/webhooks/1': { body: { ok: true } },
  });
  return { ...renderWithProviders(<WebhooksPage />), server };
}

afterEach(() => vi.unstubAllGlobals());

describe('WebhooksPage', () => {
  it('lists each endpoint as a section named by its URL, with its events, state and why it was paused', async () => {
    setup();
    expect(screen.getByRole('heading', { name: 'Webhooks' })).toBeInTheDocument();
    const active = await screen.findByRole('region', { name: 'https://erp.example.com/hooks' });
    expect(within(active).getByText('Active')).toBeInTheDocument();
    expect(within(active).getByText('Events: Document received')).toBeInTheDocument();
    expect(within(active).getByText('Secret ending in x9Zq')).toBeInTheDocument();
    const paused = screen.getByRole('region', { name: 'https://old.example.com/hooks' });
    expect(within(paused).getByText('Paused')).toBeInTheDocument();
    expect(within(paused).getByText('Events: Notification, Rejected, with the reason')).toBeInTheDocument();
    expect(within(paused).getByRole('alert')).toHaveTextContent('10 deliveries in a row failed');
  });

  it('adds an endpoint with its events and shows its secret once, to copy', async () => {
    const { user, server } = setup();
    await screen.findByRole('region', { name: 'https://erp.example.com/hooks' });
    await user.type(screen.getByRole('textbox', { name: /Endpoint URL/ }), 'https://new.example.com/in');
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    // Without an event nothing is sent, and the form says why.
    expect(await screen.findByText('Choose at least one event')).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/webhooks')).toHaveLength(0);
    const events = screen.getByRole('group', { name: /Events/ });
    await user.click(within(events).getByRole('checkbox', { name: 'Document received' }));
    await user.click(within(events).getByRole('checkbox', { name: 'Status changed' }));
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Signing secret' });
    expect(within(dialog).getByRole('textbox', { name: 'Secret' })).toHaveValue('whsec_only-shown-once');
    expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/webhooks')[0]!.body).toEqual({
      url: 'https://new.example.com/in',
      description: null,
      events: ['document.received', 'document.status_changed'],
    });
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByText('whsec_only-shown-once')).not.toBeInTheDocument();
  });

  it('shows the deliveries with the answer each got, sends a test event, resumes and deletes', async () => {
    const { user, server } = setup();
    const active = await screen.findByRole('region', { name: 'https://erp.example.com/hooks' });
    const toggle = within(active).getByRole('button', { name: 'Deliveries' });
    await user.click(toggle);
    const table = await within(active).findByRole('table', { name: 'Deliveries to https://erp.example.com/hooks' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Failed');
    expect(row).toHaveTextContent('HTTP 500: oops');
    expect(within(active).getByRole('button', { name: 'Hide deliveries' })).toHaveAttribute('aria-expanded', 'true');

    await user.click(within(active).getByRole('button', { name: 'Send test event' }));
    expect(server.callsTo('POST', '/api/webhooks/1/test')).toHaveLength(1);

    const paused = screen.getByRole('region', { name: 'https://old.example.com/hooks' });
    await user.click(within(paused).getByRole('button', { name: 'Resume' }));
    expect(server.callsTo('POST', '/api/webhooks/2/resume')).toHaveLength(1);

    await user.click(within(active).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete endpoint' });
    expect(server.callsTo('DELETE', '/api/webhooks/1')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await vi.waitFor(() => expect(server.callsTo('DELETE', '/api/webhooks/1')).toHaveLength(1));
  });
});
