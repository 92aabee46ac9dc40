import { MetadataType } from '@docvue/contracts';
import { screen } from '@testing-library/react';
import { actionsFor, arInvoice, field } from '@/testing/document-fixtures';
import { renderInDocument } from '@/testing/document-harness';
import { fakeApi } from '@/testing/fake-api';
import { AuditHistoryTab } from './audit-history-tab';
import { MetadataTab } from './metadata-tab';

/** Issue 40, item 5: the payment on a paid invoice, read by the vendor in their own date format. */
const paid = () =>
  arInvoice({
    routeStatusId: 3,
    routeStatus: { id: 3, name: 'Paid' },
    actions: actionsFor.senderSent,
    metadata: [
      ...arInvoice().metadata,
      field('paidDate', 'Paid Date', MetadataType.Date, '2026-11-20', { isReadonly: true }),
      field('paidAmount', 'Amount Paid', MetadataType.Currency, '1850.00', { isReadonly: true }),
      field('paymentReference', 'Payment Reference', MetadataType.Text, 'ACH 0211-5589', { isReadonly: true }),
    ],
  });

const server = () =>
  fakeApi({
    'GET /api/users/current/personalization': {
      body: {
        dateFormat: 'dd/MM/yyyy',
        numericFormat: 'en-US',
        currencyFormat: 'USD',
        itemsPerPage: '25',
        receiveEmails: 'true',
      },
    },
    'GET /api/history/document/41': {
      body: [
        {
          id: 9,
          objectId: 41,
          objectType: 'Document',
          objectName: 'Payment',
          oldValue: null,
          newValue: 'paid on 2026-11-20, reference ACH 0211-5589',
          rowNumber: null,
          operation: { name: 'Payment', categories: ['Workflow'] },
          updateUser: 'Dana Ortiz',
          updateDate: '2026-11-21T15:04:00.000Z',
          hasHistoryDetails: false,
          metadataTypeId: null,
        },
      ],
    },
  });

describe('a paid invoice', () => {
  it('shows the paid date, amount and reference as its fields, the date in the user’s format', async () => {
    server();
    renderInDocument(<MetadataTab />, paid());
    expect(await screen.findByText('20/11/2026')).toBeInTheDocument();
    expect(screen.getByText('$1,850.00')).toBeInTheDocument();
    expect(screen.getByText('ACH 0211-5589')).toBeInTheDocument();
    expect(screen.queryByText('2026-11-20')).not.toBeInTheDocument();
  });

  it('says the payment in its history in the user’s date format, not ISO', async () => {
    server();
    renderInDocument(<AuditHistoryTab />, paid());
    expect(await screen.findByText('Payment: paid on 20/11/2026, reference ACH 0211-5589')).toBeInTheDocument();
  });

  it('an invoice being written shows no empty payment fields to fill', () => {
    server();
    renderInDocument(
      <MetadataTab />,
      arInvoice({
        metadata: [
          ...arInvoice().metadata,
          field('paidDate', 'Paid Date', MetadataType.Date, null, { isReadonly: true }),
          field('paymentReference', 'Payment Reference', MetadataType.Text, null, { isReadonly: true }),
        ],
      }),
    );
    expect(screen.getByRole('textbox', { name: 'Invoice #' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Paid Date' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Payment Reference' })).not.toBeInTheDocument();
  });
});
