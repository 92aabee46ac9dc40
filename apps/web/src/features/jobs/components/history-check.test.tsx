import { screen, within } from '@testing-library/react';
import type { HistoryVerificationRun } from '@docvue/contracts';
import { fakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';
import { HistoryCheck } from './history-check';

const at = (minute: number) => new Date(2026, 10, 26, 14, minute).toISOString();

const run = (over: Partial<HistoryVerificationRun> = {}): HistoryVerificationRun => ({
  id: 7,
  status: 'done',
  startedAt: at(0),
  finishedAt: at(3),
  documentsTotal: 1204,
  checked: 1204,
  intact: 1203,
  broken: 1,
  brokenDocuments: [{ documentId: 4812, entryId: 90211 }],
  failure: null,
  ...over,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('HistoryCheck', () => {
  it('shows the counts of the latest check and links the broken documents', async () => {
    fakeApi({ 'GET /api/platform/history-verification': { body: { run: run() } } });
    renderWithProviders(<HistoryCheck />);
    expect(await screen.findByText(/Checked 1204 of 1204 documents: 1203 intact, 1 broken\./)).toBeInTheDocument();
    const broken = screen.getByRole('region', { name: 'Documents whose history does not match' });
    expect(within(broken).getByRole('link', { name: 'Document 4812' })).toHaveAttribute('href', '/documents/4812');
    expect(broken).toHaveTextContent('Document 4812 (first entry that does not match: 90211)');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('starts a check, and shows its progress while it runs', async () => {
    let latest: HistoryVerificationRun | null = null;
    const server = fakeApi({
      'GET /api/platform/history-verification': () => ({ body: { run: latest } }),
      'POST /api/platform/history-verification': () => {
        latest = run({
          id: 8,
          status: 'running',
          finishedAt: null,
          checked: 400,
          intact: 400,
          broken: 0,
          brokenDocuments: [],
        });
        return { body: latest };
      },
    });
    const { user } = renderWithProviders(<HistoryCheck />);
    expect(await screen.findByText('No check of every history has run yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check every history' }));
    expect(await screen.findByText(/Checked 400 of 1204 documents: 400 intact, 0 broken\./)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'History check progress' })).toHaveAttribute('aria-valuenow', '33');
    // One check at a time: the button waits for this one to end.
    expect(screen.getByRole('button', { name: 'Check every history' })).toBeDisabled();
    expect(server.callsTo('POST', '/api/platform/history-verification')).toHaveLength(1);
    expect(server.callsTo('POST', '/api/platform/history-verification')[0]!.headers.get('company-id')).toBeNull();
  });

  it('says why a check stopped, and how many broken documents are not listed', async () => {
    fakeApi({
      'GET /api/platform/history-verification': {
        body: {
          run: run({
            status: 'failed',
            checked: 600,
            intact: 548,
            broken: 52,
            brokenDocuments: Array.from({ length: 50 }, (_, i) => ({ documentId: 100 + i, entryId: 1000 + i })),
            failure: 'Connection terminated unexpectedly',
          }),
        },
      },
    });
    renderWithProviders(<HistoryCheck />);
    expect(await screen.findByText('The check stopped: Connection terminated unexpectedly')).toBeInTheDocument();
    expect(screen.getByText('and 2 more documents.')).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(50);
  });
});
