import { ErrorCode, type DocumentActions as Actions, type DocumentResponse } from '@docvue/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { actionsFor, arInvoice, field } from '@/testing/document-fixtures';
import { renderInDocument } from '@/testing/document-harness';
import { fakeApi } from '@/testing/fake-api';
import { DocumentActions } from './document-actions';

const buttons = () =>
  within(screen.getByRole('group', { name: 'Document actions' }))
    .queryAllByRole('button')
    .map((b) => b.textContent);
// A closing dialog still hides the page from the accessibility tree for a moment.
const location = () => screen.getByRole('status', { name: 'Current location', hidden: true });

const withActions = (actions: Actions, extra: Partial<DocumentResponse> = {}) => arInvoice({ actions, ...extra });

/**
 * Every required value present and the line items adding up to the invoice total; the
 * purchaser is the unsaved one the screen fills in from the party it was uploaded for.
 */
const complete = () =>
  arInvoice({
    metadata: [
      field('invoiceNumber', 'Invoice #', 1, 'PBS-30117', { isRequired: true }),
      field('docPurchaserName', 'Purchaser', 24, null, { isRequired: true }),
      field('orgUnit', 'Org Unit', 10, 'Midland Field Office', { isRequired: true }),
      field('invoiceTotal', 'Invoice Total', 3, '1870.00', { isRequired: true, isDollarTotal: true }),
    ],
    lineItems: [{ description: 'Hot oil unit', quantity: '1', amount: '1870.00' }],
  });

function render(doc: DocumentResponse, routes: Parameters<typeof fakeApi>[0] = {}) {
  const server = fakeApi(routes);
  const view = renderInDocument(<DocumentActions allowNext={() => {}} />, doc);
  return { ...view, server };
}

describe('DocumentActions', () => {
  it.each([
    ['the sender while preparing', actionsFor.senderPending, ['Save', 'Cancel', 'Send']],
    ['the sender after a rejection', actionsFor.senderRejected, ['Save', 'Replace File', 'Resubmit']],
    ['the sender once sent', actionsFor.senderSent, []],
    ['the receiver of a received invoice', actionsFor.receiverReceived, ['Reject', 'Approve', 'Mark Paid']],
    ['the receiver of an approved invoice', actionsFor.receiverApproved, ['Reject', 'Mark Paid']],
    ['the receiver of a paid invoice', actionsFor.receiverPaid, []],
    ['a read-only user', actionsFor.readOnlyUser, []],
  ])('shows %s exactly the actions the document allows', (_who, actions, expected) => {
    render(withActions(actions));
    expect(buttons()).toEqual(expected);
  });

  it('Send checks the document first and shows the validator’s message', async () => {
    const { user, server } = render(
      arInvoice({ lineItems: [{ description: 'Mileage', quantity: '1', amount: '390.00' }] }),
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const message = await screen.findByText(/Field Org Unit is required/);
    expect(message.textContent).toBe(
      'Field Org Unit is required\nDetail item total ($390.00) does not match Invoice Total ($1,870.00)',
    );
    expect(server.calls.filter((c) => c.method !== 'GET')).toEqual([]);
    expect(location()).toHaveTextContent('/documents/41');
  });

  it('Send saves, publishes, says Document Sent and goes to the list', async () => {
    const { user, server } = render(complete(), {
      'PUT /api/documents/41': { body: complete() },
      'PUT /api/documents/41/publish': { body: { ok: true } },
    });
    // By keyboard.
    screen.getByRole('button', { name: 'Send' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Document Sent')).toBeInTheDocument();
    await vi.waitFor(() => expect(location()).toHaveTextContent('/documentlist/93'));
    expect(server.callsTo('PUT', '/api/documents/41/publish')).toHaveLength(1);
    expect(server.callsTo('PUT', '/api/documents/41')[0]?.body).toEqual({
      metadata: [{ key: 'docPurchaserName', value: 'Red Mesa Energy Partners' }],
    });
  });

  it('Send asks first when the invoice looks like an earlier one, and sends only when told to', async () => {
    const earlier = {
      documentId: 12,
      documentNumber: 'HOS-24017',
      routeStatusId: 1,
      status: 'Sent',
      date: new Date(2026, 10, 2).toISOString(),
      relation: 'earlier',
      matchedOn: ['invoiceNumber'],
    };
    const { user, server } = render(complete(), {
      'PUT /api/documents/41': { body: complete() },
      'GET /api/documents/41/duplicates': { body: { items: [earlier] } },
      'PUT /api/documents/41/publish': { body: { ok: true } },
    });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('dialog', { name: 'Possible duplicate' });
    expect(dialog).toHaveTextContent(
      'This invoice looks like the earlier AR Invoice HOS-24017 (Sent), which has the same invoice number. Send it anyway?',
    );
    await user.click(within(dialog).getByRole('button', { name: "Don't send" }));
    expect(server.callsTo('PUT', '/api/documents/41/publish')).toHaveLength(0);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Possible duplicate' })).getByRole('button', {
        name: 'Send anyway',
      }),
    );
    expect(await screen.findByText('Document Sent')).toBeInTheDocument();
    expect(server.callsTo('PUT', '/api/documents/41/publish')).toHaveLength(1);
  });

  it('a send the server refuses shows its message and stays', async () => {
    const { user } = render(complete(), {
      'PUT /api/documents/41': { body: complete() },
      'PUT /api/documents/41/publish': {
        status: 400,
        body: {
          error: {
            message: 'Red Mesa is not connected to you on the exchange network yet.',
            code: ErrorCode.PartyNotConnected,
          },
        },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('Red Mesa is not connected to you on the exchange network yet.'),
    ).toBeInTheDocument();
    expect(location()).toHaveTextContent('/documents/41');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('Cancel asks first, then discards the document, says Canceled and goes Home', async () => {
    const { user, server } = render(complete(), { 'POST /api/documents/cancelPublish': { body: { ok: true } } });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = screen.getByRole('dialog', { name: 'Are you sure?' });
    expect(dialog).toHaveTextContent('Cancel sending of this document?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Canceled')).toBeInTheDocument();
    await vi.waitFor(() => expect(location().textContent).toBe('/'));
    expect(server.callsTo('POST', '/api/documents/cancelPublish')[0]?.body).toEqual({ ids: [41] });
  });

  it('Reject requires a reason and sends it', async () => {
    const { user, server } = render(withActions(actionsFor.receiverReceived, { side: 'receiver' }), {
      'PUT /api/documents/41/reject': { body: { ok: true } },
    });
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Required')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Wrong rate');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Rejected')).toBeInTheDocument();
    expect(server.callsTo('PUT', '/api/documents/41/reject')[0]?.body).toEqual({ reason: 'Wrong rate' });
  });

  it('Approve and Mark Paid ask first, cannot be undone by a slip, and Mark Paid records the date, reference and amount', async () => {
    const { user, server } = render(withActions(actionsFor.receiverReceived, { side: 'receiver' }), {
      'PUT /api/documents/41/approve': { body: { ok: true } },
      'PUT /api/documents/41/pay': { body: { ok: true } },
    });
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const approve = await screen.findByRole('dialog', { name: 'Approve' });
    // A slip is taken back: nothing was approved.
    await user.click(within(approve).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('PUT', '/api/documents/41/approve')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const again = await screen.findByRole('dialog', { name: 'Approve' });
    await user.click(within(again).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Approved')).toBeInTheDocument();
    expect(server.callsTo('PUT', '/api/documents/41/approve')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Mark Paid' }));
    const pay = await screen.findByRole('dialog', { name: 'Mark Paid' });
    // Typed in the person's date format (MM/dd/yyyy unless they chose another), today at first.
    const date = within(pay).getByLabelText('Payment date');
    expect(date).toHaveFocus();
    expect(date).toHaveValue(
      new Date().toLocaleDateString('en-US', { month: '2-digit', day: '2-digit', year: 'numeric' }),
    );
    await user.clear(date);
    await user.type(date, '01012999');
    await user.tab();
    expect(within(pay).getByText('Must not be in the future')).toBeInTheDocument();
    expect(within(pay).getByRole('button', { name: 'Mark Paid' })).toBeDisabled();
    await user.clear(date);
    await user.type(date, '02302026');
    await user.tab();
    expect(within(pay).getByText('Payment date must be a valid date')).toBeInTheDocument();
    expect(within(pay).getByRole('button', { name: 'Mark Paid' })).toBeDisabled();
    await user.clear(date);
    await user.type(date, '11202026');
    await user.type(within(pay).getByRole('textbox', { name: 'Reference' }), 'CHK-1044');
    // A short payment is said as it was; an amount that is none keeps Mark Paid disabled.
    const paidAmount = within(pay).getByRole('textbox', { name: 'Amount paid' });
    await user.type(paidAmount, '0');
    expect(within(pay).getByText('Must be an amount above zero (1234.50)')).toBeInTheDocument();
    expect(within(pay).getByRole('button', { name: 'Mark Paid' })).toBeDisabled();
    await user.clear(paidAmount);
    await user.type(paidAmount, '2,800.00');
    await user.click(within(pay).getByRole('button', { name: 'Mark Paid' }));
    expect(await screen.findByText('Paid')).toBeInTheDocument();
    expect(server.callsTo('PUT', '/api/documents/41/pay')[0]?.body).toEqual({
      paymentDate: '2026-11-20',
      reference: 'CHK-1044',
      amount: '2,800.00',
    });
  });

  it('Replace File needs a file, then uploads it as a replacement', async () => {
    const doc = withActions(actionsFor.senderRejected, { routeStatusId: 5 });
    const { user, server } = render(doc, {
      'POST /api/documents/upload': {
        status: 201,
        body: { documentId: 41, batchName: null, attachmentId: null, temporaryFileId: 9 },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Replace File' }));
    const dialog = screen.getByRole('dialog', { name: 'Replace File' });
    await user.click(within(dialog).getByRole('button', { name: 'Replace' }));
    expect(within(dialog).getByText('Please select a file to send')).toBeInTheDocument();
    await user.upload(
      within(dialog).getByLabelText('File'),
      new File(['%PDF-1.7'], 'rev1.pdf', { type: 'application/pdf' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Replace' }));
    expect(await screen.findByText('Successfuly replaced the document')).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/documents/upload')).toHaveLength(1);
  });

  it('Resubmit opens the new version', async () => {
    const doc = withActions(actionsFor.senderRejected, { routeStatusId: 5, metadata: complete().metadata });
    const { user, server } = render(doc, {
      'POST /api/documents/41/resubmit': {
        body: { ...doc, id: 42, routeStatusId: 8, actions: actionsFor.senderPending },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Resubmit' }));
    await vi.waitFor(() => expect(location()).toHaveTextContent('/documents/42'));
    expect(server.callsTo('POST', '/api/documents/41/resubmit')[0]?.url.searchParams.get('newVersion')).toBe('true');
  });
});
