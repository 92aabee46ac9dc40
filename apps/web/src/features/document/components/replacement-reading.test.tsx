import { screen } from '@testing-library/react';
import { actionsFor, arInvoice, field, partyRecord } from '@/testing/document-fixtures';
import { fakeApi, type RecordedCall } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';
import { DocumentScreen } from './document-screen';

// pdf.js does not run in jsdom: the viewer shows a page of the real size, with its overlay.
vi.mock('./pdf-viewer', () => ({
  default: ({ overlay }: { overlay?: (size: { width: number; height: number }) => React.ReactNode }) => (
    <div>{overlay?.({ width: 612, height: 792 })}</div>
  ),
}));

/** A rejected invoice whose replacement file (id 9) waits: being read, then read. */
const rejected = (temporaryFileOcrStatus: 'queued' | 'done') =>
  arInvoice({
    routeStatusId: 5,
    routeStatus: { id: 5, name: 'Rejected' },
    actions: actionsFor.senderRejected,
    rejectionReason: 'Wrong invoice total.',
    hasTemporaryFile: true,
    temporaryFileId: 9,
    temporaryFileOcrStatus,
    metadata: [
      field('invoiceNumber', 'Invoice #', 1, 'HOS-24017', { isRequired: true, autoExtracted: true }),
      field('poNumber', 'PO #', 1, 'PO-55123'),
      field('docPurchaserName', 'Purchaser', 24, 'Red Mesa Energy Partners', { isRequired: true }),
      field('invoiceTotal', 'Invoice Total', 3, '1870.00', { isRequired: true, isDollarTotal: true }),
    ],
    lineItems: [{ description: 'Hot oil unit', quantity: '8', amount: '1870.00' }],
  });

/** The replacement's values and table, as the server reads them from its words. */
const fromReplacement = [
  { key: 'invoiceNumber', value: 'HOS-24017-R1', autoExtracted: true, source: 'pattern', highlight: [] },
  { key: 'poNumber', value: 'PO-55123', autoExtracted: true, source: 'pattern', highlight: [] },
  { key: 'invoiceTotal', value: '1660.00', autoExtracted: true, source: 'pattern', highlight: [] },
  // The recipient is a party chosen, not a text read: it stays.
  { key: 'docPurchaserName', value: 'RED MESA ENERGY', autoExtracted: true, source: 'pattern', highlight: [] },
];

function server() {
  let reads = 0;
  return fakeApi({
    // Read once while the replacement is being read; then it is.
    'GET /api/documents/41': () => ({ body: rejected(reads++ === 0 ? 'queued' : 'done') }),
    'PUT /api/documents/41/markread': { body: { ok: true } },
    'GET /api/users/current/personalization': {
      body: { dateFormat: 'MM/dd/yyyy', numericFormat: 'en-US', currencyFormat: 'USD', itemsPerPage: '25' },
    },
    'GET /api/documents/41/ProposedLineItems/0/-1': {
      body: {
        columnHeaders: [],
        rows: [],
        suggestedRows: [
          { description: 'Hot oil unit, 6 hrs', quantity: '6', amount: '1110.00' },
          { description: 'Mileage', quantity: '120', amount: '360.00' },
        ],
      },
    },
    'POST /api/autoextraction': { body: { documentMetadata: fromReplacement } },
    'GET /api/party/grid/search': { body: { items: [partyRecord(3, 'Red Mesa Energy Partners', 1)], totalRecords: 1 } },
    'GET /api/companyorgunit': { body: { items: [], totalRecords: 0, pageSize: 10000 } },
    'POST /api/documents/41/resubmit': {
      body: arInvoice({ ...rejected('done'), id: 42, routeStatusId: 8, actions: actionsFor.senderPending }),
    },
    'PUT /api/documents/42': (call: RecordedCall) => ({ body: { ...arInvoice({ id: 42 }), saved: call.body } }),
    'GET /api/documents/42': { body: arInvoice({ id: 42, previousVersionDocId: 41 }) },
    'PUT /api/documents/42/markread': { body: { ok: true } },
  });
}

const field_ = (name: string) => screen.getByRole('textbox', { name });

describe('a replaced file of a rejected invoice (issue 28)', () => {
  it('is read before Resubmit: its values fill the fields, its rows are suggested, and the new version takes them', async () => {
    const api = server();
    const { user } = renderWithProviders(
      <DocumentScreen id={41} documentTypeNames={['AR Invoice']} viewer={{ userId: 7 }} />,
      { route: '/documents/41' },
    );
    // While it is read: said, and Resubmit waits for it.
    expect(await screen.findByText('A replacement file is ready and shown here. Reading it…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resubmit' })).toBeDisabled();
    expect(field_('Invoice #')).toHaveValue('HOS-24017');
    expect(api.callsTo('POST', '/api/autoextraction')).toHaveLength(0);

    // Read: every field is asked of the replacement, and what it says takes the old file's place.
    await vi.waitFor(() => expect(field_('Invoice #')).toHaveValue('HOS-24017-R1'), { timeout: 5000 });
    expect(field_('Invoice Total')).toHaveValue('1660.00');
    expect(field_('PO #')).toHaveValue('PO-55123');
    expect(screen.getByRole('combobox', { name: 'Purchaser' })).toHaveValue('Red Mesa Energy Partners');
    const asked = api.callsTo('POST', '/api/autoextraction')[0]?.body as {
      documentMetadata: { key: string; value: string | null }[];
    };
    expect(asked.documentMetadata.every((m) => m.value === null)).toBe(true);
    expect(
      screen.getByText(
        'A replacement file is ready and shown here. The values read from it are filled in. Resubmit makes it a new version, which opens as a draft: check it, then Send it.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Suggested Rows (2)' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Resubmit' }));
    await vi.waitFor(() => expect(api.callsTo('PUT', '/api/documents/42')).toHaveLength(1));
    const saved = api.callsTo('PUT', '/api/documents/42')[0]?.body as {
      metadata: { key: string; value: string | null }[];
    };
    expect(saved.metadata).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: 'invoiceNumber', value: 'HOS-24017-R1' }),
        expect.objectContaining({ key: 'invoiceTotal', value: '1660.00' }),
      ]),
    );
    expect(saved.metadata.map((m) => m.key)).not.toContain('poNumber');
    expect(saved.metadata.map((m) => m.key)).not.toContain('docPurchaserName');
  }, 30_000);
});
