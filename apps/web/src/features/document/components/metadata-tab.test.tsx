import { screen } from '@testing-library/react';
import { actionsFor, arInvoice, field, partyRecord } from '@/testing/document-fixtures';
import { renderInDocument } from '@/testing/document-harness';
import { fakeApi } from '@/testing/fake-api';
import { MetadataTab } from './metadata-tab';

const party = partyRecord(3, 'Red Mesa Energy Partners', 1);

function server(dateFormat = 'MM/dd/yyyy', extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    ...extra,
    'GET /api/users/current/personalization': {
      body: { dateFormat, numericFormat: 'en-US', currencyFormat: 'USD', itemsPerPage: '25', receiveEmails: 'true' },
    },
    'GET /api/party/grid/search': { body: { items: [party], totalRecords: 1 } },
    'GET /api/companyorgunit': {
      body: {
        items: [
          {
            id: 1,
            name: 'Midland Field Office',
            code: 'MID',
            phone: null,
            addressLineOne: null,
            addressLineTwo: null,
            city: null,
            state: null,
            zipCode: null,
            isActive: true,
          },
        ],
        totalRecords: 1,
        pageSize: 10000,
      },
    },
  });
}

describe('MetadataTab', () => {
  it('an editable document has one input per field, in the user’s date format', async () => {
    server('dd/MM/yyyy');
    renderInDocument(<MetadataTab />, arInvoice());
    expect(screen.getByRole('textbox', { name: 'Invoice #' })).toHaveValue('PBS-30117');
    expect(await screen.findByDisplayValue('31/10/2026')).toBe(screen.getByRole('textbox', { name: 'Invoice Date' }));
    expect(screen.getByRole('textbox', { name: 'Invoice Total' })).toHaveValue('1870.00');
    expect(screen.getByRole('combobox', { name: 'Org Unit' })).toHaveValue('');
    // The recipient it was uploaded for, connected on the network.
    expect(screen.getByRole('combobox', { name: 'Purchaser' })).toHaveValue('Red Mesa Energy Partners');
    expect(await screen.findByText('Connected')).toBeInTheDocument();
  });

  it('picks an org unit and marks what the validator will want', async () => {
    server();
    const { user, latest } = renderInDocument(<MetadataTab />, arInvoice());
    await user.click(screen.getByRole('combobox', { name: 'Org Unit' }));
    await user.click(await screen.findByRole('option', { name: 'Midland Field Office' }));
    expect(latest().draft.values.orgUnit).toBe('Midland Field Office');
    expect(screen.getByRole('combobox', { name: 'Org Unit' })).toBeRequired();
  });

  it('offers the company’s document types, takes any user name, and a date and time', async () => {
    const doc = arInvoice({
      metadata: [
        field('relatedType', 'Related Type', 8),
        field('approver', 'Approver', 7),
        field('receivedAt', 'Received At', 5),
      ],
    });
    const approver = doc.metadata[1]!.metadataDefinition.id;
    server('MM/dd/yyyy', {
      [`GET /api/metadata/${approver}/lookupvalues`]: { body: [{ id: 1, lookupValue: 'Rachel Dominguez' }] },
    });
    const { user, latest } = renderInDocument(<MetadataTab />, doc);
    await user.click(screen.getByRole('combobox', { name: 'Related Type' }));
    await user.click(await screen.findByRole('option', { name: 'Division Order' }));
    await user.type(screen.getByRole('combobox', { name: 'Approver' }), 'Luis Carrillo');
    await user.type(screen.getByRole('textbox', { name: 'Received At' }), '110120260930am');
    expect(latest().draft.values).toMatchObject({
      relatedType: 'Division Order',
      approver: 'Luis Carrillo',
      receivedAt: '2026-11-01T09:30',
    });
  });

  it("marks a W-9's TIN and an ACH form's routing number that are no such thing, as the server would refuse them (issue 31)", async () => {
    server();
    const w9 = arInvoice({
      documentTypeTemplateId: 6,
      documentTypeName: 'W-9',
      lineItemsEnabled: false,
      lineItems: [],
      metadata: [field('tin', 'Taxpayer Identification Number', 1, '666-12-3456')],
    });
    const { unmount } = renderInDocument(<MetadataTab />, w9);
    expect(screen.getByRole('textbox', { name: 'Taxpayer Identification Number' })).toHaveAccessibleDescription(
      'Taxpayer Identification Number is not a valid SSN: no SSN starts with 000, 666 or 9',
    );
    unmount();
    const ach = arInvoice({
      documentTypeTemplateId: 86,
      documentTypeName: 'ACH Authorization',
      lineItemsEnabled: false,
      lineItems: [],
      metadata: [field('routingNumber', 'Routing Number', 1, '011000016')],
    });
    const { user } = renderInDocument(<MetadataTab />, ach);
    const routing = screen.getByRole('textbox', { name: 'Routing Number' });
    expect(routing).toHaveAccessibleDescription(
      'Routing Number is not a valid ABA routing number: its check digit does not match',
    );
    await user.clear(routing);
    await user.paste('011000015');
    expect(routing).not.toHaveAccessibleDescription(/not a valid/);
  });

  it('a read-only field of an editable document is shown in a read-only input', () => {
    server();
    const doc = arInvoice({ metadata: [field('scanDate', 'Scan Date', 4, '2026-11-22', { isReadonly: true })] });
    renderInDocument(<MetadataTab />, doc);
    expect(screen.getByRole('textbox', { name: 'Scan Date' })).toHaveAttribute('readonly');
  });

  it('a read-only document shows the values only, formatted, without inputs', async () => {
    server();
    renderInDocument(
      <MetadataTab />,
      arInvoice({
        side: 'receiver',
        actions: actionsFor.receiverReceived,
        routeStatusId: 2,
        routeStatus: { id: 2, name: 'Received' },
      }),
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    const values = screen.getAllByRole('definition').map((d) => d.textContent);
    expect(values).toEqual(expect.arrayContaining(['PBS-30117', '10/31/2026', '$1,870.00']));
  });

  it('shows the rejection reason as a warning titled Rejection Reason', () => {
    server();
    renderInDocument(
      <MetadataTab />,
      arInvoice({
        actions: actionsFor.senderRejected,
        routeStatusId: 5,
        rejectionReason: 'Mileage rate is not per the MSA.',
      }),
    );
    const note = screen.getByRole('note', { name: 'Rejection Reason' });
    expect(note).toHaveTextContent('Mileage rate is not per the MSA.');
  });

  it('says that a resubmitted invoice is a new version not sent yet, and nothing of the kind on the others', () => {
    server();
    const { unmount } = renderInDocument(
      <MetadataTab />,
      arInvoice({ previousVersionDocId: 40, routeStatusId: 8, side: 'sender' }),
    );
    expect(screen.getByText(/This is the new version of a rejected document\. It is not sent yet/)).toBeInTheDocument();
    unmount();
    renderInDocument(<MetadataTab />, arInvoice({ previousVersionDocId: null, routeStatusId: 8, side: 'sender' }));
    expect(screen.queryByText(/new version of a rejected document/)).toBeNull();
  });

  it('while the page text is read, the fields wait', () => {
    server();
    renderInDocument(<MetadataTab />, arInvoice({ ocrStatus: 'queued', routeStatusId: 7 }));
    expect(screen.getByText('Reading the document…')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
