import { screen, within } from '@testing-library/react';
import type { JobsOverview } from '@docvue/contracts';
import { fakeApi, type RecordedCall } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';
import { JobsPage, waitText } from './jobs-page';

const at = (minute: number) => new Date(2026, 10, 26, 14, minute).toISOString();

const failure = (id: number, kind: string, error: string | null, status: 'failed' | 'parked' = 'failed') => ({
  id,
  kind,
  status,
  attempts: 3,
  maxAttempts: 3,
  error,
  createdAt: at(0),
  finishedAt: at(7),
});

const overview = (over: Partial<JobsOverview> = {}): JobsOverview => ({
  counts: [
    { kind: 'ocr', status: 'queued', count: 4 },
    { kind: 'ocr', status: 'done', count: 120 },
    { kind: 'ocr', status: 'failed', count: 1 },
    { kind: 'mail', status: 'running', count: 2 },
    { kind: 'mail', status: 'done', count: 37 },
    { kind: 'mail', status: 'failed', count: 1 },
  ],
  oldestQueuedSeconds: 754,
  failures: [
    failure(123, 'ocr', 'ENOENT: no such file or directory, open /data/blobs/ab/cd'),
    failure(98, 'mail', 'connect ECONNREFUSED 127.0.0.1:25'),
  ],
  periodic: [{ name: 'janitor', lastStartedAt: at(0), lastFinishedAt: at(1), lastError: null }],
  ...over,
});

function setup(routes: Parameters<typeof fakeApi>[0]) {
  // The history check's section (history-check.test.tsx) reads its own call.
  const server = fakeApi({ 'GET /api/platform/history-verification': { body: { run: null } }, ...routes });
  return { ...renderWithProviders(<JobsPage />), server };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('JobsPage', () => {
  it('shows the counts per kind and state, the oldest wait, the failures with their errors and the periodic work', async () => {
    setup({ 'GET /api/platform/jobs': { body: overview() } });
    expect(screen.getByRole('heading', { level: 1, name: 'Background Jobs' })).toBeInTheDocument();

    const counts = await screen.findByRole('table', { name: 'Jobs by kind' });
    const headers = within(counts)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Kind', 'Queued', 'Running', 'Done', 'Failed', 'Parked']);
    // Kinds in order of name; a state without jobs counts 0.
    const rows = within(counts).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['0', '2', '37', '1', '0'],
      ['4', '0', '120', '1', '0'],
    ]);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('mail');
    expect(screen.getByText('The oldest waiting job has waited 12 min.')).toBeInTheDocument();

    const failures = screen.getByRole('table', { name: 'Failed jobs' });
    const ocr = within(failures).getByRole('row', { name: /123/ });
    expect(ocr).toHaveTextContent('ocr');
    expect(ocr).toHaveTextContent('11/26/2026 02:07 PM');
    expect(ocr).toHaveTextContent('3 of 3');
    expect(within(ocr).getAllByRole('cell')[1]).toHaveTextContent('Failed');
    expect(ocr).toHaveTextContent('ENOENT: no such file or directory, open /data/blobs/ab/cd');
    expect(within(ocr).getByRole('button', { name: 'Retry job 123' })).toBeInTheDocument();
    expect(within(failures).getByRole('button', { name: 'Retry job 98' })).toBeInTheDocument();

    const periodic = screen.getByRole('table', { name: 'Periodic work' });
    const janitor = within(periodic).getByRole('row', { name: /janitor/ });
    expect(janitor).toHaveTextContent('11/26/2026 02:00 PM');
    expect(janitor).toHaveTextContent('11/26/2026 02:01 PM');
    expect(janitor).toHaveTextContent('None');
  });

  it('shows a parked job: its state, the reason and Retry', async () => {
    const reason =
      'The process running this job died 5 times in a row while it ran (out of memory, killed, or stuck), so it is set aside for the platform operator instead of being run again.';
    setup({
      'GET /api/platform/jobs': {
        body: overview({
          counts: [{ kind: 'statements.run', status: 'parked', count: 1 }],
          failures: [{ ...failure(7, 'statements.run', reason, 'parked'), attempts: 0 }],
        }),
      },
    });
    const counts = await screen.findByRole('table', { name: 'Jobs by kind' });
    const row = within(counts).getByRole('row', { name: /statements\.run/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['0', '0', '0', '0', '1']);
    const parked = within(screen.getByRole('table', { name: 'Failed jobs' })).getByRole('row', { name: /7/ });
    expect(within(parked).getAllByRole('cell')[1]).toHaveTextContent('Parked');
    expect(parked).toHaveTextContent('0 of 3');
    expect(parked).toHaveTextContent(reason);
    expect(within(parked).getByRole('button', { name: 'Retry job 7' })).toBeInTheDocument();
  });

  it('says when nothing waits, nothing failed and no periodic work ran', async () => {
    setup({
      'GET /api/platform/jobs': {
        body: overview({ counts: [], oldestQueuedSeconds: null, failures: [], periodic: [] }),
      },
    });
    expect(await screen.findByText('No job is waiting.')).toBeInTheDocument();
    expect(screen.getByText('There are no jobs.')).toBeInTheDocument();
    expect(screen.getByText('No job has failed.')).toBeInTheDocument();
    expect(screen.getByText('No periodic work has run yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
  });

  it('runs a failed job again, says so, and reads the jobs afresh', async () => {
    let retried = false;
    const { user, server } = setup({
      'GET /api/platform/jobs': () => ({
        body: retried ? overview({ failures: [failure(98, 'mail', 'connect ECONNREFUSED 127.0.0.1:25')] }) : overview(),
      }),
      'POST /api/platform/jobs/123/retry': () => {
        retried = true;
        return { body: { ok: true } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Retry job 123' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Job 123 will run again.');
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Retry job 123' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Retry job 98' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Failed jobs' })).toHaveFocus();
    expect(server.callsTo('POST', '/api/platform/jobs/123/retry')).toHaveLength(1);
    expect(server.callsTo('GET', '/api/platform/jobs')).toHaveLength(2);
    // Jobs belong to no company: no Company-Id goes with either call.
    const jobCalls = server.calls.filter((c: RecordedCall) => c.path.startsWith('/api/platform/jobs'));
    expect(jobCalls.map((c) => c.headers.get('Company-Id'))).toEqual([null, null, null]);
  });

  it('shows the server’s answer when the job cannot run again', async () => {
    const { user } = setup({
      'GET /api/platform/jobs': { body: overview() },
      'POST /api/platform/jobs/98/retry': {
        status: 409,
        body: { error: { message: 'The job has not failed.', code: 'conflict' } },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Retry job 98' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The job has not failed.');
  });
});

describe('waitText', () => {
  it('reads seconds as a person would', () => {
    expect(waitText(45)).toBe('45 s');
    expect(waitText(754)).toBe('12 min');
    expect(waitText(3 * 3600 + 5 * 60)).toBe('3 h 5 min');
    expect(waitText(7200)).toBe('2 h');
    expect(waitText(2 * 86400 + 4 * 3600)).toBe('2 d 4 h');
  });
});
