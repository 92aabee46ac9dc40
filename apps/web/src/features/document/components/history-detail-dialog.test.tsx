import type { HistoryEntry, VerificationResponse } from '@docvue/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { divisionOrder } from '@/testing/document-fixtures';
import { renderInDocument } from '@/testing/document-harness';
import { fakeApi } from '@/testing/fake-api';
import { HistoryDetailDialog } from './history-detail-dialog';

const returned = divisionOrder({
  routeStatusId: 9,
  routeStatus: { id: 9, name: 'Returned' },
  fileName: 'DO-2026-0117 (signed).pdf',
});

const entry = (id: number, operation: string, extra: Partial<HistoryEntry> = {}): HistoryEntry => ({
  id,
  objectId: 52,
  objectType: 'Document',
  objectName: 'File',
  oldValue: 'DO-2026-0117.pdf',
  newValue: 'DO-2026-0117 (signed).pdf',
  rowNumber: null,
  operation: { name: operation, categories: ['Edit'] },
  updateUser: 'Dana Hartley',
  updateDate: new Date(2026, 10, 20, 10, 5).toISOString(),
  hasHistoryDetails: true,
  metadataTypeId: null,
  ...extra,
});

const signedRecord = {
  documentFileId: 318,
  sealedBy: 'DocVue Exchange Document Seal',
  page: 2,
  x: 340.4,
  y: 600,
  width: 200,
  height: 80,
};

const verification: VerificationResponse = {
  signed: true,
  valid: true,
  unchanged: true,
  sealedByProduct: true,
  sealedForThisDocument: true,
  signer: 'Dana Hartley',
  reason: 'Signed and returned by Dana Hartley of Hartley Mineral Trust (document 52)',
  signedAt: '2026-11-20T10:05:00.000Z',
  summary: 'Signed by Dana Hartley and sealed by DocVue Exchange; the file has not changed since.',
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('HistoryDetailDialog', () => {
  it('tells a signed return in words, checks its seal and downloads the signed file', async () => {
    const saved: string[] = [];
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = () => 'blob:signed';
        static override revokeObjectURL = () => {};
      },
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const server = fakeApi({
      'GET /api/history/52/details/901': { body: [signedRecord] },
      'GET /api/documents/52/verify': { body: verification },
      'GET /api/download/52': { body: {} },
    });
    const { user } = renderInDocument(
      <HistoryDetailDialog documentId={52} entry={entry(901, 'Signed')} onClose={() => {}} />,
      returned,
    );
    const dialog = await screen.findByRole('dialog', { name: 'History Details: Signed' });
    expect(await within(dialog).findByText('Signed by Dana Hartley on 11/20/2026 10:05 AM.')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'The signature is on page 2, in a box of 200 × 80 points, 340 from the left and 600 from the top of the page.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('The file was sealed by “DocVue Exchange Document Seal”.')).toBeInTheDocument();
    expect(await within(dialog).findByRole('status', { name: 'Seal check' })).toHaveTextContent(verification.summary);
    // No raw table of the record.
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Download the signed file' }));
    await waitFor(() => expect(saved).toEqual(['DO-2026-0117 (signed).pdf']));
    expect(server.callsTo('GET', '/api/download/52')).toHaveLength(1);
  });

  it('says when the seal no longer holds', async () => {
    fakeApi({
      'GET /api/history/52/details/901': { body: [signedRecord] },
      'GET /api/documents/52/verify': {
        body: {
          ...verification,
          valid: false,
          summary: 'The signature does not match this file: it was changed after signing.',
        },
      },
    });
    renderInDocument(<HistoryDetailDialog documentId={52} entry={entry(901, 'Signed')} onClose={() => {}} />, returned);
    expect(await screen.findByRole('status', { name: 'Seal check' })).toHaveTextContent(
      'The signature does not match this file: it was changed after signing.',
    );
  });

  it('shows the records of other entries as a table', async () => {
    const server = fakeApi({
      'GET /api/history/52/details/902': { body: [{ row: 1, amount: '120.00' }] },
    });
    renderInDocument(
      <HistoryDetailDialog documentId={52} entry={entry(902, 'Line Items')} onClose={() => {}} />,
      returned,
    );
    const table = await screen.findByRole('table', { name: 'History details' });
    expect(within(table).getByRole('columnheader', { name: 'amount' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '120.00' })).toBeInTheDocument();
    expect(server.callsTo('GET', '/api/documents/52/verify')).toEqual([]);
  });
});
