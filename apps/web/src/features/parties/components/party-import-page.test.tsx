import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi } from '@/testing/fake-api';
import { FakeXhr } from '@/testing/fake-xhr';
import { renderWithProviders } from '@/testing/render';
import { importRow } from '../testing/party-fixtures';
import { PartyImportPage } from './party-import-page';

const csv = (name = 'parties.csv') => new File(['Type,Name\nVendor,Basin Well Services'], name, { type: 'text/csv' });

function renderImport(extra: Parameters<typeof fakeApi>[0] = {}) {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  const server = fakeApi(extra);
  const view = renderWithProviders(<PartyImportPage />, { route: '/admin/parties/import' });
  const choose = (file: File) => view.user.upload(screen.getByLabelText('File'), file);
  const upload = () => view.user.click(screen.getByRole('button', { name: 'Upload' }));
  return { ...view, server, choose, upload };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Party import', () => {
  it('uploads the file with its progress, then lists every row under "X succeeded, Y failed"', async () => {
    const { choose, upload, user } = renderImport();
    await choose(csv());
    expect(screen.getByText('parties.csv')).toBeInTheDocument();
    await upload();

    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const xhr = FakeXhr.sent[0]!;
    expect(`${xhr.method} ${xhr.url}`).toBe('POST /api/party/upload');
    expect((xhr.body!.get('file') as File).name).toBe('parties.csv');
    xhr.progress(40, 100);
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('Uploading… 40%')).toBeInTheDocument();
    xhr.progress(100, 100);
    expect(screen.getByRole('progressbar', { name: 'Importing…' })).toBeInTheDocument();
    expect(screen.getByText('Importing…', { selector: 'p' })).toBeInTheDocument();

    await xhr.respond(200, {
      succeeded: 1,
      failed: 1,
      rows: [importRow(2, 'Basin Well Services'), importRow(3, 'Mesquite Trucking', 'Tax Identifier: Required')],
    });
    expect(await screen.findByRole('heading', { name: '1 succeeded, 1 failed' })).toBeInTheDocument();
    const rows = within(screen.getByRole('list', { name: '1 succeeded, 1 failed' })).getAllByRole('listitem');
    expect(rows.map((r) => r.getAttribute('aria-label'))).toEqual(['Row 2: Succeeded', 'Row 3: Failed']);
    expect(rows[1]).toHaveTextContent('Tax Identifier: Required');
    expect(rows[1]).toHaveTextContent('V-3, Mesquite Trucking');
    expect(rows[1]).toHaveTextContent('500 N Loraine St, Suite 200, Midland, TX 79701');
    expect(rows[1]).toHaveTextContent('432-555-0199');

    await user.click(screen.getByRole('button', { name: 'Upload Another File' }));
    expect(screen.getByRole('button', { name: 'Upload' })).toBeInTheDocument();
    expect(screen.queryByText('parties.csv')).not.toBeInTheDocument();
  });

  it('shows a result of 10,000 rows a page at a time, and the failed rows alone on request', async () => {
    const { choose, upload, user } = renderImport();
    await choose(csv());
    await upload();
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const failing = new Set([5000, 9001]);
    const rows = Array.from({ length: 10_000 }, (_, i) =>
      importRow(i + 2, `Party ${i + 2}`, failing.has(i + 2) ? 'Name: Required' : null),
    );
    await FakeXhr.sent[0]!.respond(200, { succeeded: 9998, failed: 2, rows });

    const list = await screen.findByRole('list', { name: '9998 succeeded, 2 failed' });
    const labels = () =>
      within(list)
        .getAllByRole('listitem')
        .map((r) => r.getAttribute('aria-label'));
    expect(labels()).toHaveLength(50);
    expect(labels()[0]).toBe('Row 2: Succeeded');
    expect(screen.getByText('1–50 of 10,000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(labels()[0]).toBe('Row 52: Succeeded');
    expect(screen.getByText('51–100 of 10,000')).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Failed rows only' }));
    expect(labels()).toEqual(['Row 5000: Failed', 'Row 9001: Failed']);
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Name: Required');
    expect(screen.queryByRole('button', { name: 'Go to next page' })).not.toBeInTheDocument();
  });

  it('takes Excel files too, and refuses other kinds and names over 175 characters', async () => {
    const { choose, upload } = renderImport();
    // A dropped file is not filtered by the file input's accept list.
    fireEvent.drop(screen.getByText('Drop a file here, or'), {
      dataTransfer: { files: [new File(['%PDF'], 'w9.pdf')] },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a csv or Excel file.');
    await choose(new File(['x'], `${'a'.repeat(172)}.csv`, { type: 'text/csv' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The file name is too long.');
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();

    await choose(new File(['x'], 'parties.xlsx'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await upload();
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
  });

  it('offers only csv and .xlsx files; a dropped Excel 97-2003 file is told how to fix it by the server', async () => {
    const { upload } = renderImport();
    const accept = screen.getByLabelText('File').getAttribute('accept')!.split(',');
    expect(accept).toEqual(expect.arrayContaining(['.csv', '.xlsx']));
    expect(accept.filter((a) => a === '.xls' || a === 'application/vnd.ms-excel')).toEqual([]);

    fireEvent.drop(screen.getByText('Drop a file here, or'), {
      dataTransfer: { files: [new File(['\xD0\xCF'], 'parties.xls')] },
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await upload();
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const message = 'Excel 97-2003 (.xls) files cannot be read: save the file as .xlsx or .csv and upload it again.';
    await FakeXhr.sent[0]!.respond(400, { error: { message, code: 'validation_failed' } });
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('asks for a file before uploading', async () => {
    const { upload } = renderImport();
    await upload();
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a file');
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('refuses a file over 5 MB', async () => {
    const { choose } = renderImport();
    const big = new File(['x'], 'parties.csv');
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    await choose(big);
    expect(screen.getByRole('alert')).toHaveTextContent('The file is larger than 5 MB.');
  });

  it('shows the server’s message when the import fails, and the file can be sent again', async () => {
    const { choose, upload } = renderImport();
    await choose(csv());
    await upload();
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    await FakeXhr.sent[0]!.respond(400, {
      error: { message: 'The file has no header row', code: 'validation_failed' },
    });
    expect(await screen.findByText('The file has no header row')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
  });

  it('downloads the Excel template', async () => {
    const saved: string[] = [];
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = () => 'blob:template';
        static override revokeObjectURL = () => {};
      },
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { server, user } = renderImport({ 'GET /api/party/upload/template': { body: {} } });
    await user.click(screen.getByRole('button', { name: 'Download Excel Template' }));
    await waitFor(() => expect(saved).toEqual(['Party Import Template.xlsx']));
    expect(server.callsTo('GET', '/api/party/upload/template')).toHaveLength(1);
  });
});
