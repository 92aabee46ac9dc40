import { fireEvent, screen, within } from '@testing-library/react';
import { arInvoice, partyRecord } from '@/testing/document-fixtures';
import { fakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';
import { DocumentScreen } from './document-screen';

// pdf.js does not run in jsdom: the viewer shows a page of the real size, with its overlay.
vi.mock('./pdf-viewer', () => ({
  default: ({ overlay }: { overlay?: (size: { width: number; height: number }) => React.ReactNode }) => (
    <div>{overlay?.({ width: 612, height: 792 })}</div>
  ),
}));

const poWord = {
  Text: 'PO-55123',
  Coordinates: [
    { X: 414, Y: 161 },
    { X: 457, Y: 161 },
    { X: 457, Y: 172 },
    { X: 414, Y: 172 },
  ],
};

function server(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /api/documents/41': { body: arInvoice() },
    'PUT /api/documents/41/markread': { body: { ok: true } },
    'GET /api/users/current/personalization': {
      body: {
        dateFormat: 'MM/dd/yyyy',
        numericFormat: 'en-US',
        currencyFormat: 'USD',
        itemsPerPage: '25',
        receiveEmails: 'true',
      },
    },
    'GET /api/party/grid/search': { body: { items: [partyRecord(3, 'Red Mesa Energy Partners', 1)], totalRecords: 1 } },
    'GET /api/documents/41/ProposedLineItems/0/-1': { body: { columnHeaders: [], rows: [], suggestedRows: [] } },
    'POST /api/autoextraction': {
      body: {
        documentMetadata: [
          {
            key: 'poNumber',
            value: 'PO-55123',
            autoExtracted: true,
            source: 'pattern',
            highlight: [{ documentPage: 1, Coordinates: poWord.Coordinates }],
          },
        ],
      },
    },
    'GET /api/companyorgunit': { body: { items: [], totalRecords: 0, pageSize: 10000 } },
    'GET /api/DocumentOcr/41/page/1': { body: { documentPage: 1, width: 612, height: 792, ocrJson: [poWord] } },
    ...extra,
  });
}

const renderScreen = () =>
  renderWithProviders(<DocumentScreen id={41} documentTypeNames={['AR Invoice']} viewer={{ userId: 7 }} />, {
    route: '/documents/41',
  });
const field = (name: string) => screen.getByRole('textbox', { name });
const location = () => screen.getByRole('status', { name: 'Current location', hidden: true });

describe('DocumentScreen', () => {
  it('opens a document: marks it read, fills empty fields from the page and highlights them for a moment', async () => {
    const api = server();
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'PBS-30117.pdf' })).toBeInTheDocument();
    await vi.waitFor(() => expect(field('PO #')).toHaveValue('PO-55123'));
    expect(field('PO #').closest('[data-highlighted="true"]')).not.toBeNull();
    expect(document.querySelectorAll('[data-highlight="true"]')).toHaveLength(1);
    // The field's and the page's highlights end on timers of their own, of the same length.
    await vi.waitFor(
      () => {
        expect(field('PO #').closest('[data-highlighted="true"]')).toBeNull();
        expect(document.querySelectorAll('[data-highlight="true"]')).toHaveLength(0);
      },
      { timeout: 3000 },
    );
    expect(api.callsTo('PUT', '/api/documents/41/markread')).toHaveLength(1);
    // The values the server filled while reading are sent empty, so their boxes come back too.
    const sent = api.callsTo('POST', '/api/autoextraction')[0]?.body as {
      documentMetadata: { key: string; value: string | null }[];
    };
    expect(sent.documentMetadata).toContainEqual({ key: 'invoiceNumber', value: null });
    expect(sent.documentMetadata).toContainEqual({ key: 'invoiceDate', value: '2026-10-31' });
  });

  it('fills the selected field from the word clicked on the page, and saves where it came from', async () => {
    const api = server({
      'POST /api/autoextraction': { body: { documentMetadata: [] } },
      'PUT /api/documents/41': { body: arInvoice() },
    });
    const { user } = renderScreen();
    await user.click(await screen.findByRole('textbox', { name: 'PO #' }));
    expect(await screen.findByText('Click or drag on the page to fill PO #.')).toBeInTheDocument();
    const layer = await vi.waitFor(() => {
      const el = document.querySelector('[data-capture-layer="active"]');
      expect(el).not.toBeNull();
      return el!;
    });
    const at = { clientX: 430 * 1.5, clientY: 166 * 1.5, button: 0, pointerId: 1 };
    fireEvent.pointerDown(layer, at);
    fireEvent.pointerUp(layer, at);
    expect(field('PO #')).toHaveValue('PO-55123');
    await user.click(
      within(screen.getByRole('group', { name: 'Document actions' })).getByRole('button', { name: 'Save' }),
    );
    await vi.waitFor(() => expect(api.callsTo('PUT', '/api/documents/41')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/documents/41')[0]?.body).toEqual({
      metadata: [
        { key: 'docPurchaserName', value: 'Red Mesa Energy Partners' },
        { key: 'poNumber', value: 'PO-55123', capturedRegion: { page: 1, x: 430, y: 166, width: 0, height: 0 } },
      ],
    });
  });

  it('asks before leaving with unsaved changes', async () => {
    server({ 'POST /api/autoextraction': { body: { documentMetadata: [] } } });
    const { user } = renderScreen();
    await user.type(await screen.findByRole('textbox', { name: 'PO #' }), 'PO-1');
    await user.click(screen.getByRole('button', { name: 'Close document' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location()).toHaveTextContent('/documents/41');
    await user.click(screen.getByRole('button', { name: 'Close document' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Unsaved changes' })).getByRole('button', { name: 'Leave' }),
    );
    await vi.waitFor(() => expect(location()).toHaveTextContent('/documentlist/93'));
  });

  it('a document that cannot be seen is no longer available', async () => {
    fakeApi({});
    renderScreen();
    expect(await screen.findByText('The document is no longer available')).toBeInTheDocument();
  });
});
