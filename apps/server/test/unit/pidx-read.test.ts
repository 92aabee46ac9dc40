import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mapToDocument } from '../../src/modules/pidx/map-to-document.js';
import { readPidx, readPidxInvoice } from '../../src/modules/pidx/read-pidx.js';
import { reconcileTotals } from '../../src/modules/pidx/reconcile-totals.js';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/pidx/${name}`, import.meta.url));
const terms = ['Due on Receipt', 'Net 15', 'Net 30'];
const read = (name: string) => {
  const inv = readPidxInvoice(fixture(name));
  return { inv, ...mapToDocument(inv, terms), warnings: reconcileTotals(inv) };
};
const valuesOf = (values: { key: string; value: string }[]) => Object.fromEntries(values.map((v) => [v.key, v.value]));
const problem = (xml: string | Buffer) => {
  try {
    readPidx(Buffer.from(xml));
  } catch (err) {
    return (err as Error).message;
  }
  return 'read without error';
};

describe('PIDX Invoice, one file per namespace and dialect', () => {
  it('PIDX 1.62 with prefixed attributes: header, references, remit-to, service period and lines', () => {
    const { inv, values, lines, warnings } = read('v1.62-prefixed.xml');
    expect(inv.dialect).toBe('PIDX 1.62');
    expect(valuesOf(values)).toEqual({
      invoiceNumber: 'HOS-24017',
      invoiceDate: '2026-10-31',
      serviceDate: '2026-10-28',
      poNumber: 'PO-55123',
      fieldTicketNumber: 'FT-8812',
      afe: 'AFE-2026-014',
      invoiceTotal: '1870.00',
      paymentTerms: 'Net 30',
      remarks: 'Service period end: 2026-10-29\nRemit to: Hot Oil Services LLC Lockbox, PO Box 4410, Dallas, TX 75201',
    });
    // The header's AFE, cost centre, GL code and well flow to the lines that lack them; a line's own wins.
    expect(lines).toEqual([
      {
        description: 'Hot oil unit, 8 hrs',
        quantity: '8',
        unit: 'HR',
        unitPrice: '185.00',
        amount: '1480.00',
        afe: 'AFE-2026-014',
        costCenter: 'CC-210',
        accountCode: '8310',
        well: 'Mesa 14-2H',
      },
      {
        description: 'Mileage',
        quantity: '120',
        unit: 'MI',
        unitPrice: '3.25',
        amount: '390.00',
        afe: 'AFE-2026-014',
        costCenter: 'CC-400',
        accountCode: '8310',
        well: 'Mesa 14-2H',
      },
    ]);
    expect(warnings).toEqual([]);
  });

  it('PIDX 1.61 with a default namespace and unprefixed attributes: dateTime, amount from quantity × price, UWI well', () => {
    const { inv, values, lines, warnings } = read('v1.61-unprefixed.xml');
    expect(inv.dialect).toBe('PIDX 1.61');
    expect(inv.partners[1]).toMatchObject({
      role: 'SoldTo',
      identifiers: [{ indicator: 'DUNSNumber', value: '06-123-4567' }],
    });
    expect(valuesOf(values)).toMatchObject({
      invoiceDate: '2026-11-02',
      serviceDate: '2026-11-01',
      invoiceTotal: '225.00',
    });
    expect(lines[0]).toMatchObject({
      quantity: '2.5',
      unit: 'DAY',
      unitPrice: '90.00',
      amount: '225.00',
      well: '100/01-02-003-04W5/00',
    });
    expect(warnings).toEqual([]);
  });

  it('pidXML v1.0: compact date, two field tickets, an "Other" reference kept in the remarks, line tax as a Tax line', () => {
    const { inv, values, lines, warnings } = read('pidxml-v1.0.xml');
    expect(inv.dialect).toBe('pidXML 1.0');
    expect(valuesOf(values)).toMatchObject({
      invoiceNumber: '0000451',
      invoiceDate: '2026-10-15',
      fieldTicketNumber: 'FT-9001, FT-9002',
      invoiceTotal: '1062.50',
      remarks: 'Reference: Other: RM-ROUTE-7 (Buyer approval route)',
    });
    expect(lines.map((l) => [l.description, l.amount, l.afe])).toEqual([
      ['Wellhead valve repair', '1000.00', 'AFE-77'],
      ['Tax', '62.50', undefined],
    ]);
    expect(warnings).toEqual([]);
  });

  it('pidXML version 1.2: summary charge and tax become lines that add up to the total', () => {
    const { inv, lines, warnings } = read('pidxml-v1.2.xml');
    expect(inv.dialect).toBe('pidXML 1.2');
    expect(lines.map((l) => [l.description, l.amount])).toEqual([
      ['KCl water', '120.00'],
      ['Fuel surcharge', '15.00'],
      ['Tax', '8.25'],
    ]);
    expect(warnings).toEqual([]);
  });
});

describe('PIDX Invoice as real files break the rules', () => {
  it('reads elements in the wrong order', () => {
    const { values, lines } = read('broken-wrong-order.xml');
    expect(valuesOf(values)).toMatchObject({ invoiceNumber: 'HOS-24020', invoiceDate: '2026-11-06', poNumber: 'PO-1' });
    expect(lines[0]).toMatchObject({ description: 'Roustabout crew', quantity: '2', unit: 'HR', amount: '500.00' });
  });

  it('reads lower-case element names and codes ("creditmemo", "billto")', () => {
    const { inv, values, lines } = read('broken-lower-case-codes.xml');
    expect(inv.invoiceType).toBe('CreditMemo');
    expect(inv.partners.map((p) => p.role)).toEqual(['seller', 'billto']);
    expect(valuesOf(values).remarks).toBe('Invoice type: CreditMemo\nReference: originalinvoicenumber: HOS-24017');
    expect(lines[0]).toMatchObject({ unit: 'EA', amount: '-390.00' });
  });

  it('keeps totals that do not reconcile as warnings on the fields, values as stated', () => {
    const { inv, values, lines, warnings } = read('broken-mismatched-totals.xml');
    expect(valuesOf(values).invoiceTotal).toBe('540.00');
    expect(inv.lines).toHaveLength(5);
    expect(lines.at(-1)).toMatchObject({ description: 'Tax', amount: '40.00' });
    expect(warnings).toEqual([
      { key: 'lineItems', message: 'The summary declares 1 line item; the invoice has 5.' },
      { key: 'invoiceTotal', message: 'The line taxes add up to 200.00, but the summary tax is 40.00.' },
    ]);
  });

  it('warns when the lines, charges and tax do not make the total', () => {
    const xml = fixture('v1.62-prefixed.xml').toString().replace('>1870.00<', '>1900.00<');
    const warnings = reconcileTotals(readPidxInvoice(Buffer.from(xml)));
    expect(warnings).toEqual([
      {
        key: 'invoiceTotal',
        message: 'Lines 1,870.00 + charges 0.00 + tax 0.00 = 1,870.00, but the invoice total is 1,900.00.',
      },
    ]);
  });

  it('warns when a line amount is not its quantity × unit price', () => {
    const xml = fixture('v1.62-prefixed.xml')
      .toString()
      .replace('>1480.00<', '>1500.00<')
      .replace('>1870.00<', '>1890.00<');
    expect(reconcileTotals(readPidxInvoice(Buffer.from(xml)))).toEqual([
      { key: 'lineItems', message: 'Line 1: 8 × 185.00 = 1,480.00, but its amount is 1,500.00.' },
    ]);
  });
});

describe('PIDX files it cannot read: the element path and the rule broken', () => {
  it('names a missing required element', () => {
    expect(problem(fixture('broken-missing-number.xml'))).toBe(
      'PIDX /Invoice/InvoiceProperties/InvoiceNumber: the element is required.',
    );
  });

  it('names a value that is not what the element holds', () => {
    const xml = fixture('v1.62-prefixed.xml').toString();
    expect(problem(xml.replace('>2026-10-31<', '>31/10/2026<'))).toBe(
      'PIDX /Invoice/InvoiceProperties/InvoiceDate: "31/10/2026" is not a date (YYYY-MM-DD).',
    );
    expect(problem(xml.replace('>390.00<', '>three ninety<'))).toBe(
      'PIDX /Invoice/InvoiceDetails/InvoiceLineItem[2]/LineItemTotal/MonetaryAmount: "three ninety" is not an amount.',
    );
    expect(problem(xml.replace('>ProductOrService<', '>Refund<'))).toBe(
      'PIDX /Invoice/InvoiceProperties/InvoiceTypeCode: "Refund" is not one of CreditMemo, DebitMemo, ProductOrService.',
    );
  });

  it('refuses an unknown namespace, a DOCTYPE and XML that is not well-formed', () => {
    expect(problem('<Invoice xmlns="urn:other"><InvoiceProperties/></Invoice>')).toMatch(
      /^PIDX \/Invoice: the namespace must be one of http:\/\/www.api.org\/pidXML\/v1.0, .* \(found urn:other\)\.$/,
    );
    expect(
      problem('<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><Invoice>&e;</Invoice>'),
    ).toBe('PIDX /: a DOCTYPE or ENTITY declaration is not accepted.');
    expect(problem('<Invoice xmlns="http://www.pidx.org/schemas/v1.62"><a></Invoice>')).toMatch(
      /^PIDX \/: the XML is not well-formed \(line 1: /,
    );
  });

  it('needs two partners, a line and a summary total', () => {
    const xml = fixture('v1.62-prefixed.xml').toString();
    expect(problem(xml.replace(/<pidx:InvoiceDetails>[\s\S]*<\/pidx:InvoiceDetails>/, ''))).toBe(
      'PIDX /Invoice/InvoiceDetails/InvoiceLineItem: at least one line item is required.',
    );
    expect(problem(xml.replace(/<pidx:InvoiceTotal>.*<\/pidx:InvoiceTotal>/, ''))).toBe(
      'PIDX /Invoice/InvoiceSummary/InvoiceTotal/MonetaryAmount: the element is required.',
    );
    expect(
      problem(
        xml.replace(
          /<pidx:PartnerInformation pidx:partnerRoleIndicator="(BillTo|RemitTo)">[\s\S]*?<\/pidx:PartnerInformation>/g,
          '',
        ),
      ),
    ).toBe(
      'PIDX /Invoice/InvoiceProperties/PartnerInformation: at least two partners are required (Seller and BillTo).',
    );
  });
});
