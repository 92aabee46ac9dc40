import { screen, within } from '@testing-library/react';
import { fakeApi } from '@/testing/fake-api';
import type { OutboxMail } from '@docvue/contracts';
import { renderWithProviders } from '@/testing/render';
import { OutboxPage } from './outbox-page';

const mail = (id: number, subject: string, text: string, html: string | null, over: Partial<OutboxMail> = {}) => ({
  id,
  to: 'morgan.ellis@ellisaccounting.example',
  subject,
  text,
  html,
  createdAt: new Date(2026, 2, 4, 9, 5).toISOString(),
  sentAt: null,
  attempts: 0,
  lastError: null,
  messageId: `<0b6f2c1e-7d1a-4c55-9a0e-${String(id).padStart(12, '0')}@docvue.example>`,
  relayQueueId: null,
  ...over,
});

function setup(items: ReturnType<typeof mail>[], totalRecords = items.length) {
  const server = fakeApi({ 'GET /api/platform/outbox': { body: { items, totalRecords, pageSize: 25 } } });
  return { ...renderWithProviders(<OutboxPage />), server };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('OutboxPage', () => {
  it('lists the mails with subject and date; the HTML is in a frame that runs no script, its links open a tab', async () => {
    setup([
      mail(
        2,
        'Set your password',
        'Set it at http://localhost:3000/reset?t=abc.',
        '<p><a href="http://localhost:3000/reset?t=abc">Set your password</a></p><script>alert(1)</script>',
      ),
      mail(1, 'AR Invoice Rejected', 'Open http://localhost:3000/documents/41', null),
    ]);
    expect(screen.getByRole('heading', { name: 'Outbox' })).toBeInTheDocument();
    const first = await screen.findByRole('button', { name: /Set your password/ });
    expect(first).toHaveTextContent('03/04/2026 09:05 AM · To morgan.ellis@ellisaccounting.example');
    expect(first).toHaveAttribute('aria-expanded', 'true');

    const frame = screen.getByTitle('Mail: Set your password');
    expect(frame.getAttribute('sandbox')).toBe('allow-popups allow-popups-to-escape-sandbox');
    expect(frame.getAttribute('srcdoc')).toContain('<base target="_blank">');
    expect(frame.getAttribute('srcdoc')).toContain('href="http://localhost:3000/reset?t=abc"');
  });

  it('shows the text with its links, for a mail with or without HTML', async () => {
    const { user } = setup([
      mail(2, 'Set your password', 'Set it at http://localhost:3000/reset?t=abc.', '<p>Set it</p>'),
      mail(1, 'AR Invoice Rejected', 'Open http://localhost:3000/documents/41', null),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Plain text' }));
    expect(screen.getByRole('link', { name: 'http://localhost:3000/reset?t=abc' })).toHaveAttribute(
      'href',
      'http://localhost:3000/reset?t=abc',
    );

    await user.click(screen.getByRole('button', { name: /AR Invoice Rejected/ }));
    const region = screen.getByRole('region', { name: /AR Invoice Rejected/ });
    expect(within(region).getByRole('link', { name: 'http://localhost:3000/documents/41' })).toHaveAttribute(
      'target',
      '_blank',
    );
  });

  it('shows the Message-ID every attempt carries and the queue id the relay named', async () => {
    setup([
      mail(2, 'Set your password', 'Set it', null, {
        sentAt: new Date(2026, 2, 4, 9, 6).toISOString(),
        relayQueueId: '4BX1c03Dz7z9Q',
      }),
      mail(1, 'AR Invoice Rejected', 'Rejected', null),
    ]);
    const region = await screen.findByRole('region', { name: /Set your password/ });
    expect(
      within(region).getByText(
        'Message-ID <0b6f2c1e-7d1a-4c55-9a0e-000000000002@docvue.example> · Relay queue id 4BX1c03Dz7z9Q',
      ),
    ).toBeInTheDocument();
  });

  it('says when there are none', async () => {
    setup([]);
    expect(await screen.findByText('There are no mails.')).toBeInTheDocument();
  });

  it('says which mails went out, which wait and which fail, and asks for only those not delivered', async () => {
    const { user, server } = setup(
      [
        mail(3, 'Welcome to DocVue Exchange', 'Welcome', null),
        mail(2, 'AR Invoice Rejected', 'Rejected', null, { attempts: 2, lastError: 'connect ECONNREFUSED' }),
        mail(1, 'Your DocVue Exchange account', 'Hello', null, { sentAt: new Date(2026, 2, 4, 9, 6).toISOString() }),
      ],
      60,
    );
    expect(await screen.findByRole('button', { name: /Welcome to DocVue Exchange.*Waiting/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /AR Invoice Rejected.*Failing/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Your DocVue Exchange account.*Delivered/ })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Outbox pages' })).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Only mail not delivered yet' }));
    await vi.waitFor(() => expect(server.calls.at(-1)?.url.searchParams.get('undelivered')).toBe('true'));
  });
});
