import type { StatementRun } from '@docvue/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi } from '@/testing/fake-api';
import { FakeXhr } from '@/testing/fake-xhr';
import { renderWithProviders } from '@/testing/render';
import { StatementRunPage } from './statement-run-page';

const run = (over: Partial<StatementRun>): StatementRun => ({
  id: 7,
  fileName: 'october.csv',
  fileSize: 1000,
  format: 'csv',
  status: 'queued',
  linesRead: 0,
  checksDone: 0,
  checksRefused: 0,
  statementsMade: 0,
  ownersNotified: 0,
  errorCount: 0,
  bytesRead: 0,
  failure: null,
  createdAt: '2026-11-26T10:00:00.000Z',
  startedAt: null,
  finishedAt: null,
  ...over,
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('Owner statement run', () => {
  it('uploads the monthly file, follows the run on its progress bar, then lists every problem at its line and column', async () => {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const states = [
      run({ status: 'running', bytesRead: 500, checksDone: 4000, statementsMade: 3990 }),
      run({
        status: 'done',
        bytesRead: 1000,
        checksDone: 8000,
        statementsMade: 7998,
        checksRefused: 2,
        ownersNotified: 7000,
        errorCount: 2,
      }),
    ];
    let reads = 0;
    const server = fakeApi({
      'GET /api/ownerStatements/runs/7': () => ({ body: states[Math.min(reads++, states.length - 1)] }),
      'GET /api/ownerStatements/runs/7/errors': {
        body: {
          items: [
            {
              lineNumber: 8,
              column: 'owner_gross',
              checkNumber: '100003',
              message: 'Owner gross 283.21 is not volume × price × decimal = 283.20.',
            },
            {
              lineNumber: 14,
              column: 'owner_number',
              checkNumber: '100006',
              message: 'Owner number OWN-9999 is not one of your owners.',
            },
          ],
          totalRecords: 2,
          pageSize: 50,
        },
      },
    });
    const { user } = renderWithProviders(<StatementRunPage />, { route: '/ownerstatements/runs' });
    await user.upload(screen.getByLabelText('File'), new File(['record_type\n'], 'october.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const xhr = FakeXhr.sent[0]!;
    expect(`${xhr.method} ${xhr.url}`).toBe('POST /api/ownerStatements/runs');
    xhr.progress(50, 100);
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '50');
    await xhr.respond(201, run({}));

    // The first read: running, half the file read.
    expect(
      await screen.findByText('Checking and sending: 4,000 checks done, 3,990 statements sent'),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Run progress' })).toHaveAttribute('aria-valuenow', '47');
    // Read again while it runs, until it is done.
    expect(
      await screen.findByText('Done: 7,998 statements sent to 7,000 owners; 2 checks not sent', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Run progress' })).toHaveAttribute('aria-valuenow', '100');
    const table = await screen.findByRole('table', { name: 'Problems found' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .slice(0, 2)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['8', 'owner_gross'],
      ['14', 'owner_number'],
    ]);
    expect(rows[1]).toHaveTextContent('Owner number OWN-9999 is not one of your owners.');
    expect(server.callsTo('GET', '/api/ownerStatements/runs/7').length).toBeGreaterThanOrEqual(2);
  }, 15_000);

  it('refuses a file that is not CSV or JSON before sending it', async () => {
    fakeApi({});
    renderWithProviders(<StatementRunPage />, { route: '/ownerstatements/runs' });
    // Dropped, or chosen with "All files": the picker's filter does not stop it.
    fireEvent.change(screen.getByLabelText('File'), {
      target: { files: [new File(['%PDF'], 'stub.pdf', { type: 'application/pdf' })] },
    });
    expect(screen.getByText('The monthly revenue file must be a .csv or .json file.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
  });
});
