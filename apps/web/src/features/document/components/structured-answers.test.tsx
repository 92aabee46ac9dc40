import { screen, within } from '@testing-library/react';
import { actionsFor, arInvoice, field } from '@/testing/document-fixtures';
import { renderInDocument } from '@/testing/document-harness';
import { fakeApi } from '@/testing/fake-api';
import { DocumentActions } from './document-actions';
import { LineItemsTable } from './line-items-table';
import { MetadataTab } from './metadata-tab';

const lines = [
  { description: 'Hot oil unit', quantity: '8', amount: '1480.00' },
  { description: 'Mileage', quantity: '120', amount: '390.00' },
];

const rejected = () =>
  arInvoice({
    routeStatusId: 5,
    routeStatus: { id: 5, name: 'Rejected' },
    actions: actionsFor.senderRejected,
    lineItems: lines,
    metadata: [
      field('invoiceNumber', 'Invoice #', 1, 'PBS-30117', { isRequired: true }),
      field('poNumber', 'PO #', 1, 'PO-55123'),
      field('invoiceTotal', 'Invoice Total', 3, '1870.00', { isRequired: true, isDollarTotal: true }),
    ],
    rejectionReason: 'Mileage rate is not per the MSA.',
    rejection: { reasonCode: 'Disputed Content', lines: [2], fields: ['poNumber'] },
  });

/** A resubmission that raised the total by a line, recoded line 1, dropped line 2 and moved the dates. */
const resubmission = () =>
  arInvoice({
    previousVersionDocId: 40,
    lineItemColumns: [
      ...arInvoice().lineItemColumns,
      {
        id: 9,
        key: 'costCenter',
        name: 'Cost Center',
        metadataTypeId: 17,
        isReadonly: false,
        isRequired: false,
        isThirdParty: true,
        isAmount: false,
        sortOrder: 9,
      },
    ],
    metadata: [...arInvoice().metadata, field('dueDate', 'Due Date', 4, '2026-12-03')],
    resubmissionChanges: {
      rejection: { reasonCode: 'Disputed Content', lines: [1, 2], fields: ['dueDate', 'poNumber'] },
      total: { key: 'invoiceTotal', before: '2825.00', after: '2975.00', difference: '+150.00' },
      lines: [
        {
          kind: 'added',
          before: null,
          after: 3,
          changes: [
            { key: 'quantity', before: null, after: '2' },
            { key: 'amount', before: null, after: '150.00' },
            { key: 'description', before: null, after: 'Standby' },
          ],
        },
        { kind: 'changed', before: 1, after: 1, changes: [{ key: 'costCenter', before: 'CC-210', after: 'CC-4300' }] },
        {
          kind: 'removed',
          before: 2,
          after: null,
          changes: [
            { key: 'amount', before: '390.00', after: null },
            { key: 'description', before: 'Mileage', after: null },
          ],
        },
      ],
      fields: [
        { key: 'invoiceDate', before: '2026-10-31', after: '2026-11-03' },
        { key: 'dueDate', before: null, after: '2026-12-03' },
      ],
      named: {
        lines: [
          { line: 1, answered: true },
          { line: 2, answered: true },
        ],
        fields: [
          { key: 'dueDate', answered: true },
          { key: 'poNumber', answered: false },
        ],
      },
    },
  });

describe('structured answers on the document screen', () => {
  it('shows the vendor the reason code, the lines and fields of a rejection, and marks the rejected line', () => {
    fakeApi({});
    renderInDocument(<MetadataTab />, rejected());
    const note = screen.getByRole('note', { name: 'Rejection Reason' });
    expect(note.textContent).toContain('Mileage rate is not per the MSA.');
    expect(note.textContent).toContain('Disputed Content · Lines 2 · Fields PO #');
  });

  it('marks the lines a rejection named, in words too', () => {
    fakeApi({});
    renderInDocument(<LineItemsTable />, { ...rejected(), actions: actionsFor.senderSent });
    const rows = within(screen.getByRole('table', { name: 'Line items' })).getAllByRole('row');
    expect(rows[1]!.textContent).not.toContain('Rejected');
    expect(rows[2]!.textContent).toContain('Rejected: Disputed Content');
  });

  it('shows on a resubmission everything that changed, money first, and what the rejection named, answered or not', () => {
    fakeApi({});
    renderInDocument(<MetadataTab />, resubmission());
    const note = screen.getByRole('note', { name: 'Changes since the rejection (Disputed Content)' });
    expect(
      within(within(note).getByRole('list', { name: 'Changes' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Invoice Total: $2,825.00 → $2,975.00 (+$150.00)',
      'Line 3 added: Quantity 2, Amount $150.00, Description Standby',
      'Line 1: Cost Center CC-210 → CC-4300',
      'Line 2 removed: Amount $390.00, Description Mileage',
      'Invoice Date: 10/31/2026 → 11/03/2026',
      'Due Date: (empty) → 12/03/2026',
    ]);
    expect(
      within(within(note).getByRole('list', { name: 'What the rejection named' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Line 1: answered', 'Line 2: answered', 'Due Date: answered', 'PO #: not answered']);
  });

  it('says so when a resubmission changed nothing', () => {
    fakeApi({});
    renderInDocument(
      <MetadataTab />,
      arInvoice({
        previousVersionDocId: 40,
        resubmissionChanges: {
          rejection: null,
          total: null,
          lines: [],
          fields: [],
          named: { lines: [], fields: [] },
        },
      }),
    );
    expect(screen.getByRole('note', { name: 'Changes since the rejection' }).textContent).toContain(
      'Nothing changed since the rejection.',
    );
  });

  it('shows the purchaser the duplicate warning and every change in the Approve confirmation', async () => {
    fakeApi({
      'GET /api/documents/41/duplicates': {
        body: {
          items: [
            {
              documentId: 12,
              documentNumber: 'PBS-30117',
              routeStatusId: 4,
              status: 'Paid',
              date: new Date(2026, 10, 29, 4, 37).toISOString(),
              relation: 'earlier',
              matchedOn: ['invoiceNumber'],
            },
          ],
        },
      },
    });
    const { user } = renderInDocument(<DocumentActions allowNext={() => {}} />, {
      ...resubmission(),
      side: 'receiver',
      actions: actionsFor.receiverReceived,
    });
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve' });
    const duplicate = await within(dialog).findByRole('note', { name: 'Possible duplicate' });
    expect(duplicate).toHaveTextContent('This invoice looks like an earlier document:');
    expect(duplicate).toHaveTextContent('AR Invoice PBS-30117 (Paid 11/29/2026 04:37 AM)');
    const changes = within(dialog).getByRole('note', { name: 'Changes since the rejection (Disputed Content)' });
    expect(changes).toHaveTextContent('Invoice Total: $2,825.00 → $2,975.00 (+$150.00)');
    expect(changes).toHaveTextContent('Line 3 added: Quantity 2, Amount $150.00, Description Standby');
    expect(changes).toHaveTextContent('PO #: not answered');
    expect(dialog).toHaveTextContent('Approve this invoice? The vendor is told. This cannot be undone.');
  });

  it('shows both sides the warnings of totals that do not reconcile', () => {
    fakeApi({});
    renderInDocument(
      <MetadataTab />,
      arInvoice({
        side: 'receiver',
        fieldWarnings: [{ key: 'lineItems', message: 'The summary declares 1 line item; the invoice has 5.' }],
      }),
    );
    expect(screen.getByRole('note', { name: 'The totals do not reconcile' }).textContent).toContain(
      'Line Items: The summary declares 1 line item; the invoice has 5.',
    );
  });

  it('lets the receiver reject with a reason code, and pick the fields and lines contested', async () => {
    const server = fakeApi({ 'PUT /api/documents/41/reject': { body: { ok: true } } });
    const { user } = renderInDocument(
      <DocumentActions allowNext={() => {}} />,
      arInvoice({ side: 'receiver', actions: actionsFor.receiverReceived, lineItems: lines }),
    );
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Wrong rate');
    await user.click(within(dialog).getByRole('combobox', { name: 'Reason code' }));
    await user.click(screen.getByRole('option', { name: 'Disputed Content' }));
    // The document's own fields, in their order, and its lines by number and description.
    await user.click(within(dialog).getByRole('combobox', { name: 'Contested fields' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Invoice #',
      'Invoice Date',
      'Purchaser',
      'Org Unit',
      'PO #',
      'Invoice Total',
    ]);
    await user.click(screen.getByRole('option', { name: 'Invoice Total' }));
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('combobox', { name: 'Contested lines' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Line 1 · Hot oil unit',
      'Line 2 · Mileage',
    ]);
    await user.click(screen.getByRole('option', { name: 'Line 2 · Mileage' }));
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Rejected')).toBeInTheDocument();
    expect(server.callsTo('PUT', '/api/documents/41/reject')[0]?.body).toEqual({
      reason: 'Wrong rate',
      reasonCode: 'Disputed Content',
      lines: [2],
      fields: ['invoiceTotal'],
    });
    // Typing through a dialog is slow on a busy 2-core machine (15 s was not enough under load).
  }, 60_000);

  it("sends only the reason when nothing else is picked: the spec's call", async () => {
    const server = fakeApi({ 'PUT /api/documents/41/reject': { body: { ok: true } } });
    const { user } = renderInDocument(
      <DocumentActions allowNext={() => {}} />,
      arInvoice({ side: 'receiver', actions: actionsFor.receiverReceived }),
    );
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject' });
    // No lines, nothing to pick among them.
    expect(within(dialog).queryByRole('combobox', { name: 'Contested lines' })).toBeNull();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Not ours');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await vi.waitFor(() =>
      expect(server.callsTo('PUT', '/api/documents/41/reject')[0]?.body).toEqual({ reason: 'Not ours' }),
    );
  }, 60_000);

  it('marks for the vendor the fields a rejection named, where they are, editable or not', () => {
    fakeApi({});
    const { unmount } = renderInDocument(<MetadataTab />, rejected());
    const po = screen.getByRole('textbox', { name: 'PO #' }).closest('[data-rejected]');
    expect(po?.textContent).toContain('Rejected: Disputed Content');
    expect(screen.getByRole('textbox', { name: 'Invoice #' }).closest('[data-rejected]')).toBeNull();
    expect(document.querySelectorAll('[data-rejected]')).toHaveLength(1);
    unmount();

    // The rejected version once resubmitted is read-only: the field is marked there too.
    renderInDocument(<MetadataTab />, { ...rejected(), actions: actionsFor.senderSent });
    const marked = document.querySelector('[data-rejected]');
    expect(marked?.textContent).toBe('PO #PO-55123Rejected: Disputed Content');
  });
});
