import { describe, expect, it } from 'vitest';
import {
  cleanNumeric,
  lineAmountCents,
  detailTotalStatus,
  DocumentTemplate,
  formatUsd,
  isIsoDate,
  MetadataType,
  parseDateInFormat,
  toCents,
  validateDocument,
  type DocumentToValidate,
} from '../src/index.js';

const invoice = (over: Partial<DocumentToValidate> = {}): DocumentToValidate => ({
  templateId: DocumentTemplate.ArInvoice,
  lineItemsEnabled: true,
  fields: [
    {
      key: 'invoiceNumber',
      name: 'Invoice #',
      metadataTypeId: MetadataType.Text,
      isRequired: true,
      isThirdParty: false,
      isDollarTotal: false,
    },
    {
      key: 'serviceDate',
      name: 'Service Date',
      metadataTypeId: MetadataType.Date,
      isRequired: true,
      isThirdParty: false,
      isDollarTotal: false,
    },
    {
      key: 'invoiceTotal',
      name: 'Invoice Total',
      metadataTypeId: MetadataType.Currency,
      isRequired: true,
      isThirdParty: false,
      isDollarTotal: true,
    },
    {
      key: 'purchaserAfe',
      name: 'Purchaser AFE',
      metadataTypeId: MetadataType.AFE,
      isRequired: false,
      isThirdParty: true,
      isDollarTotal: false,
    },
  ],
  values: { invoiceNumber: 'INV-1001', serviceDate: '2026-10-31', invoiceTotal: '1234.50', purchaserAfe: 'AFE-7' },
  columns: [
    {
      key: 'description',
      name: 'Description',
      metadataTypeId: MetadataType.Text,
      isRequired: false,
      isThirdParty: false,
      isAmount: false,
    },
    {
      key: 'quantity',
      name: 'Quantity',
      metadataTypeId: MetadataType.Numeric,
      isRequired: true,
      isThirdParty: false,
      isAmount: false,
    },
    {
      key: 'amount',
      name: 'Amount',
      metadataTypeId: MetadataType.Currency,
      isRequired: false,
      isThirdParty: false,
      isAmount: true,
    },
  ],
  lineItems: [
    { description: 'Hot oil service', quantity: '1', amount: '1000.25' },
    { description: 'Mileage', quantity: '2', amount: '234.25' },
  ],
  ...over,
});

describe('validateDocument', () => {
  it('passes a complete invoice whose lines add up to the total to the cent', () => {
    expect(validateDocument(invoice())).toEqual([]);
  });

  it("names one missing field as 'Field X is required' and several as 'Fields X, Y are required'", () => {
    expect(
      validateDocument(
        invoice({ values: { invoiceNumber: 'A', serviceDate: '', invoiceTotal: '1234.50', purchaserAfe: 'x' } }),
      ),
    ).toEqual(['Field Service Date is required']);
    expect(validateDocument(invoice({ values: { invoiceTotal: '1234.50' } }))).toEqual([
      'Fields Invoice #, Service Date, Purchaser AFE are required',
    ]);
  });

  it('reports the detail total mismatch in the spec wording', () => {
    const problems = validateDocument(invoice({ values: { ...invoice().values, invoiceTotal: '1234.51' } }));
    expect(problems).toEqual(['Detail item total ($1,234.50) does not match Invoice Total ($1,234.51)']);
  });

  it('skips the total rule when no line item has data, and ignores empty rows', () => {
    expect(validateDocument(invoice({ lineItems: [{ description: '', quantity: null, amount: '' }] }))).toEqual([]);
  });

  it('requires quantity and third-party cells on lines that have data', () => {
    const lines = [{ description: 'Rental', quantity: '', amount: '1234.50' }];
    expect(validateDocument(invoice({ lineItems: lines }))).toEqual(['Line 1: Field Quantity is required']);
  });

  it('keeps division order owner address fields optional though third-party', () => {
    const doc: DocumentToValidate = {
      templateId: DocumentTemplate.DivisionOrder,
      lineItemsEnabled: false,
      fields: [
        {
          key: 'ownerCity',
          name: 'Owner City',
          metadataTypeId: MetadataType.Text,
          isRequired: false,
          isThirdParty: true,
          isDollarTotal: false,
        },
        {
          key: 'ownerNumber',
          name: 'Owner Number',
          metadataTypeId: MetadataType.Text,
          isRequired: false,
          isThirdParty: true,
          isDollarTotal: false,
        },
      ],
      values: {},
      columns: [],
      lineItems: [],
    };
    expect(validateDocument(doc)).toEqual(['Field Owner Number is required']);
  });

  it('refuses impossible dates, non-numbers and over-long text', () => {
    const problems = validateDocument(
      invoice({ values: { ...invoice().values, serviceDate: '2026-02-30', invoiceNumber: 'x'.repeat(256) } }),
    );
    expect(problems).toEqual(['Invoice # must be at most 255 characters', 'Service Date must be a valid date']);
  });
});

describe('money and dates', () => {
  it('counts in cents without floating point drift', () => {
    expect(toCents('0.1')! + toCents('0.2')!).toBe(toCents('0.3'));
    expect(toCents('$1,234.50')).toBe(123450);
    expect(toCents('-12.345')).toBe(-1235);
    expect(toCents('abc')).toBeNull();
    expect(formatUsd(-150)).toBe('-$1.50');
  });

  it('cleans pasted numbers and describes the remaining amount', () => {
    expect(cleanNumeric('$1,234.50')).toBe('1234.50');
    expect(detailTotalStatus(1000, 1500)).toEqual({ word: 'remaining', cents: 500 });
    expect(detailTotalStatus(2000, 1500)).toEqual({ word: 'exceeded by', cents: 500 });
  });

  it('parses dates strictly in each user format', () => {
    expect(parseDateInFormat('02/29/2024', 'MM/dd/yyyy')).toBe('2024-02-29');
    expect(parseDateInFormat('02/29/2025', 'MM/dd/yyyy')).toBeNull();
    expect(parseDateInFormat('31/12/2026', 'dd/MM/yyyy')).toBe('2026-12-31');
    expect(parseDateInFormat('2026/12/31', 'yyyy/MM/dd')).toBe('2026-12-31');
    expect(parseDateInFormat('12/31/2026', 'dd/MM/yyyy')).toBeNull();
    expect(isIsoDate('2026-13-01')).toBe(false);
  });
});

describe('lineAmountCents (issue 40: Amount from Quantity × Unit Price)', () => {
  it('multiplies exactly and rounds half away from zero to the cent', () => {
    expect(lineAmountCents('8', '185.00')).toBe(148_000);
    expect(lineAmountCents('2.5', '0.33')).toBe(83);
    expect(lineAmountCents('120', '3.255')).toBe(39_060);
    expect(lineAmountCents('0.1', '0.05')).toBe(1);
    expect(lineAmountCents('-2.5', '0.33')).toBe(-83);
    expect(lineAmountCents('1,000', '$1.10')).toBe(110_000);
  });

  it('is null while either is missing or not a number', () => {
    expect(lineAmountCents(null, '1.00')).toBeNull();
    expect(lineAmountCents('2', '')).toBeNull();
    expect(lineAmountCents('two', '1.00')).toBeNull();
  });
});
