import { RouteStatus, type DocumentResponse } from '@docvue/contracts';
import { describe, expect, it } from 'vitest';
import { mapToDocument } from '../../src/modules/pidx/map-to-document.js';
import { readPidx, readPidxInvoice } from '../../src/modules/pidx/read-pidx.js';
import { fieldOfPointer, writeInvoiceResponse } from '../../src/modules/pidx/write-invoice-response.js';
import { writeInvoice } from '../../src/modules/pidx/write-invoice.js';
import { pidxSchemaErrors } from '../support/pidx-schema.js';

/** The parts of a document the PIDX writers read; the rest of DocumentResponse plays no part. */
function documentOf(o: {
  side?: 'sender' | 'receiver';
  values?: Record<string, string>;
  lines?: Record<string, string | null>[];
  party?: boolean;
  receiver?: boolean;
  status?: number;
  rejection?: DocumentResponse['rejection'];
  reason?: string;
}): DocumentResponse {
  const doc = {
    id: 41,
    side: o.side ?? 'sender',
    senderCompany: { id: 1, name: 'Hot Oil Services LLC' },
    receiverCompany: o.receiver === false ? null : { id: 2, name: 'Red Mesa Energy Partners' },
    receivingParty: o.party === false ? null : { id: 9, name: 'Red Mesa', number: 'CUST-RM-01', connectedCompanyId: 2 },
    metadata: Object.entries(o.values ?? {}).map(([key, value]) => ({ key, value })),
    lineItems: o.lines ?? [],
    routeStatusId: o.status ?? RouteStatus.Sent,
    routeStatus: { id: o.status ?? RouteStatus.Sent, name: 'Status' },
    rejection: o.rejection ?? null,
    rejectionReason: o.reason ?? null,
    updatedAt: '2026-11-02T15:04:05.000Z',
  };
  return doc as unknown as DocumentResponse;
}

const header = { invoiceNumber: 'HOS-1', invoiceDate: '2026-10-31', invoiceTotal: '390.00' };
const line = { description: 'Mileage', quantity: '120', unit: 'MI', unitPrice: '3.25', amount: '390.00' };

describe('PIDX Invoice written to the PIDX 1.61 schema (read as 1.62)', () => {
  it('puts every field where the schema has it, and the intake reads the same values back', async () => {
    const xml = writeInvoice(
      documentOf({
        values: {
          ...header,
          serviceDate: '2026-10-28',
          dueDate: '2026-11-30',
          poNumber: 'PO-1',
          fieldTicketNumber: 'FT-1, FT-2',
          afe: 'AFE-9',
          paymentTerms: 'Net 30',
          remarks: 'Call first\nInvoice type: CreditMemo',
        },
        lines: [{ ...line, afe: 'AFE-9', costCenter: 'CC-1', accountCode: '8310', well: 'Mesa 14-2H' }],
      }),
    );
    expect(await pidxSchemaErrors(xml)).toEqual([]);
    // The order the network's schema checks: the partners before the type code.
    expect(xml.indexOf('InvoiceTypeCode')).toBeGreaterThan(xml.lastIndexOf('PartnerInformation'));
    expect(xml).toContain('<pidx:PartnerInformation partnerRoleIndicator="BillTo">');
    const inv = readPidxInvoice(Buffer.from(xml));
    expect(inv).toMatchObject({ invoiceType: 'CreditMemo', dueDate: '2026-11-30', serviceStart: '2026-10-28' });
    const { values, lines } = mapToDocument(inv, ['Net 30']);
    expect(Object.fromEntries(values.map((v) => [v.key, v.value]))).toEqual({
      ...header,
      serviceDate: '2026-10-28',
      dueDate: '2026-11-30',
      poNumber: 'PO-1',
      fieldTicketNumber: 'FT-1, FT-2',
      afe: 'AFE-9',
      paymentTerms: 'Net 30',
      remarks: 'Call first\nInvoice type: CreditMemo',
    });
    expect(lines).toEqual([{ ...line, afe: 'AFE-9', costCenter: 'CC-1', accountCode: '8310', well: 'Mesa 14-2H' }]);
  });

  it('stays valid with what the schema requires and the document lacks', async () => {
    // The receiver's download of an invoice without lines; a party without a company; a line with nothing but its amount.
    const cases = [
      documentOf({ side: 'receiver', values: header, lines: [] }),
      documentOf({ values: { invoiceNumber: 'HOS-2', invoiceDate: '2026-10-31' }, receiver: false, party: false }),
      documentOf({ values: { ...header, remarks: 'Invoice type: Rental' }, lines: [{ amount: '390.00' }] }),
    ];
    for (const doc of cases) expect(await pidxSchemaErrors(writeInvoice(doc))).toEqual([]);
    const lone = readPidxInvoice(Buffer.from(writeInvoice(cases[2]!)));
    // An amount alone is one of it; the unit not given stays none; an unknown type stays in the remarks.
    expect(lone.lines).toEqual([expect.objectContaining({ quantity: '1', amount: '390.00' })]);
    expect(lone.lines[0]!.unit).toBeUndefined();
    expect(lone).toMatchObject({ invoiceType: 'ProductOrService', comment: 'Invoice type: Rental' });
    expect(readPidxInvoice(Buffer.from(writeInvoice(cases[0]!))).lines).toEqual([
      expect.objectContaining({ description: 'Invoice total', amount: '390.00' }),
    ]);
  });
});

describe('PIDX InvoiceResponse written to the PIDX 1.61 schema (read as 1.62)', () => {
  const receiver = (o: Parameters<typeof documentOf>[0]) =>
    documentOf({ side: 'receiver', values: header, lines: [line, line], ...o });

  it('writes every decision valid, and each reads back to the same decision', async () => {
    const decisions = [
      { doc: receiver({ status: RouteStatus.Sent }), status: 'Pending', lines: ['Pending', 'Pending'] },
      { doc: receiver({ status: RouteStatus.Approved }), status: 'Accept', lines: ['Accept', 'Accept'] },
      { doc: receiver({ status: RouteStatus.Rejected, reason: 'Wrong well.' }), status: 'Reject', lines: [] },
      {
        doc: receiver({
          status: RouteStatus.Rejected,
          reason: 'Rate not per MSA.',
          rejection: { reasonCode: 'Disputed Content', lines: [2], fields: ['dueDate', 'poNumber'] },
        }),
        status: 'Reject',
        lines: ['Accept', 'Reject'],
      },
      { doc: receiver({ status: RouteStatus.Rejected, reason: 'No lines.', lines: [] }), status: 'Reject', lines: [] },
    ];
    for (const d of decisions) {
      const xml = writeInvoiceResponse(d.doc);
      expect(await pidxSchemaErrors(xml), xml).toEqual([]);
      const read = readPidx(Buffer.from(xml));
      expect(read).toMatchObject({ kind: 'InvoiceResponse', invoiceNumber: 'HOS-1', status: d.status });
      if (read.kind !== 'InvoiceResponse') continue;
      expect(read.lines.map((l) => l.status)).toEqual(d.lines);
    }
    const structured = readPidx(Buffer.from(writeInvoiceResponse(decisions[3]!.doc)));
    expect(structured).toMatchObject({
      reasonCode: 'Disputed Content',
      comment: 'Rate not per MSA.',
      lines: [
        { lineItemNumber: 1, status: 'Accept' },
        { lineItemNumber: 2, status: 'Reject', reasonCode: 'Disputed Content' },
      ],
    });
    if (structured.kind === 'InvoiceResponse')
      expect(structured.pointers.map(fieldOfPointer)).toEqual(['dueDate', 'poNumber']);
    // A rejection of the whole invoice says Other with the reason, and names no line.
    expect(readPidx(Buffer.from(writeInvoiceResponse(decisions[2]!.doc)))).toMatchObject({
      reasonCode: 'Other',
      comment: 'Wrong well.',
      lines: [],
    });
  });

  it('still reads the pointers the product wrote before (InvoiceDueDate, a bare ServiceDateTime)', () => {
    expect(fieldOfPointer('/Invoice/InvoiceProperties/InvoiceDueDate')).toBe('dueDate');
    expect(fieldOfPointer('/Invoice/InvoiceProperties/ServiceDateTime')).toBe('serviceDate');
  });
});
