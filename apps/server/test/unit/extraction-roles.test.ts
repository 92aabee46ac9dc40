import { describe, expect, it } from 'vitest';
import { arInvoiceTemplate } from '../../src/modules/document-types/templates/index.js';
import { autoExtract } from '../../src/modules/extraction/index.js';
import { synthPage } from '../support/synth-page.js';

type Row = { y: number; cells: [number, string][] };
const read = (rows: Row[], size?: number) => {
  const got = autoExtract({
    fields: arInvoiceTemplate.metadataDefinitions,
    values: {},
    pages: [synthPage(rows, size)],
  });
  const value = (key: string) => got.find((v) => v.key === key)?.value ?? null;
  return { invoiceNumber: value('invoiceNumber'), invoiceDate: value('invoiceDate'), total: value('invoiceTotal') };
};
const lines = (...texts: (string | [number, string][])[]): Row[] =>
  texts.map((t, i) => ({ y: 80 + 20 * i, cells: typeof t === 'string' ? [[50, t]] : t }));

/*
 * The kinds of miss measured on real invoices this project has not seen (issue 41), each as a
 * synthetic page: general rules, not any one file's.
 */
describe('fields read by their role, on synthetic pages', () => {
  it.each([
    ['Invoice n° F-2023-0042', 'F-2023-0042'],
    ['Facture n°2023-118', '2023-118'],
    ['Rechnung Nr.12345', '12345'],
    ['Invoice No.4411', '4411'],
    ['Invoice Nr. 2023/77', '2023/77'],
    ['Facture N° FA-889', 'FA-889'],
    ['Rechnung Nr: RE-2023-5', 'RE-2023-5'],
    ['Invoice #INV-77', 'INV-77'],
  ])('a number printed against its sign: %s', (text, want) => {
    expect(read(lines('ACME GmbH', text, 'Date: 01.11.2023', 'Total 120,00 EUR')).invoiceNumber).toBe(want);
  });

  it.each([
    [
      'header row, values below',
      lines(
        [
          [50, 'Invoice'],
          [300, 'INV-1'],
        ],
        [
          [50, 'Date'],
          [200, 'Due Date'],
          [350, 'Total'],
        ],
        [
          [50, '01/11/2023'],
          [200, '30/11/2023'],
          [350, '€120.00'],
        ],
      ),
    ],
    [
      'due first on one line',
      lines(
        'Invoice INV-1',
        [
          [50, 'Due Date: 30/11/2023'],
          [300, 'Date: 01/11/2023'],
        ],
        'Total €120.00',
      ),
    ],
    ['payment due above', lines('Invoice INV-1', 'Payment due 30.11.2023', 'Date 01.11.2023', 'Total €120.00')],
    [
      'stacked labels, values in a column',
      lines(
        'Invoice INV-1',
        [
          [50, 'Due date:'],
          [200, '30/11/2023'],
        ],
        [
          [50, 'Date:'],
          [200, '01/11/2023'],
        ],
        'Total €120.00',
      ),
    ],
    [
      'de stacked',
      lines(
        'Rechnung INV-1',
        [
          [50, 'Fälligkeitsdatum:'],
          [200, '30.11.2023'],
        ],
        [
          [50, 'Datum:'],
          [200, '01.11.2023'],
        ],
        'Gesamt 120,00 €',
      ),
    ],
    [
      'fr',
      lines(
        'Facture INV-1',
        [
          [50, 'Échéance'],
          [200, '30/11/2023'],
        ],
        [
          [50, 'Date'],
          [200, '01/11/2023'],
        ],
        'Total 120,00 €',
      ),
    ],
    [
      'due then unlabelled header date',
      lines(
        [
          [50, 'ACME Ltd'],
          [350, 'London, 01/11/2023'],
        ],
        'Invoice INV-1',
        'Due 30/11/2023',
        'Total £120.00',
      ),
    ],
    [
      'due label with date words',
      lines(
        'Invoice INV-1',
        [
          [50, 'Date due'],
          [200, '30/11/2023'],
        ],
        [
          [50, 'Date of issue'],
          [200, '01/11/2023'],
        ],
        'Total €120.00',
      ),
    ],
  ])('%s: the invoice date, not the due date', (_, rows) => {
    expect(read(rows).invoiceDate).toBe('2023-11-01');
  });

  it.each([
    [
      'fr d’échéance first',
      lines('Facture FA-1', "Date d'échéance : 30/11/2023", 'Date : 01/11/2023', 'Total 120,00 €'),
    ],
    [
      'fr d’échéance same line',
      lines(
        'Facture FA-1',
        [
          [50, "Date d'échéance : 30/11/2023"],
          [350, 'Date : 01/11/2023'],
        ],
        'Total 120,00 €',
      ),
    ],
    ['es', lines('Factura FA-1', 'Fecha de vencimiento: 30/11/2023', 'Fecha: 01/11/2023', 'Total 120,00 €')],
    ['nl', lines('Factuur FA-1', 'Vervaldatum: 30-11-2023', 'Datum: 01-11-2023', 'Totaal € 120,00')],
    [
      'de Datum fällig',
      lines(
        'Rechnung FA-1',
        [
          [50, 'Fällig am'],
          [200, '30.11.2023'],
        ],
        [
          [50, 'Datum'],
          [200, '01.11.2023'],
        ],
        'Gesamt 120,00 €',
      ),
    ],
    ['en month names', lines('Invoice INV-1', 'Due: December 1, 2023', 'Date: November 1, 2023', 'Total $120.00')],
    [
      'en table',
      lines(
        'Invoice',
        [
          [50, 'Invoice #'],
          [150, 'Due Date'],
          [300, 'Date'],
        ],
        [
          [50, 'INV-1'],
          [150, '12/01/2023'],
          [300, '11/01/2023'],
        ],
        'Total $120.00',
      ),
    ],
    ['en payable by', lines('Invoice INV-1', 'Payable by 12/01/2023', 'Dated 11/01/2023', 'Total $120.00')],
  ])('%s: the invoice date, not the due date (2)', (_, rows) => {
    expect(read(rows).invoiceDate).toBe('2023-11-01');
  });
});
