import { buildInvoicePdf, type TableSpec, type Text } from './invoice-builder.js';

/*
 * A held-out set: invoices in English, German, French, Dutch and Spanish, in layouts the
 * extraction rules were not written against (label left of the value, label above it, two
 * columns, totals in a box, tables over pages). Vendors, numbers and wording are made up.
 */

export interface HeldOutInvoice {
  name: string;
  pdf(): Promise<Uint8Array>;
  truth: { invoiceNumber: string; invoiceDate: string; total: string; lineAmounts?: string[] };
}

/** A label and its value beside it (`dx` to the right) or under it (`below`). */
const kv = (label: string, value: string, x: number, y: number, opts: { dx?: number; below?: boolean } = {}): Text[] =>
  opts.below
    ? [
        { text: label, x, y, size: 8 },
        { text: value, x, y: y + 13 },
      ]
    : [
        { text: label, x, y },
        { text: value, x: x + (opts.dx ?? 110), y },
      ];

const address = (lines: string[], x: number, y: number): Text[] => lines.map((text, i) => ({ text, x, y: y + 13 * i }));

/** Totals right-aligned at x 545, labels at `x`. */
const totals =
  (rows: [string, string][], x = 360) =>
  (y: number) =>
    rows.flatMap(([label, value], i) => [
      { text: label, x, y: y + 16 * i, bold: i === rows.length - 1 },
      { text: value, x: 545, y: y + 16 * i, right: true, bold: i === rows.length - 1 },
    ]);

const enColumns: TableSpec['columns'] = [
  { name: 'Description', x: 50 },
  { name: 'Qty', x: 330, right: true },
  { name: 'Rate', x: 430, right: true },
  { name: 'Amount', x: 545, right: true },
];

/** Rows of a long table: item n costs 10 × n. */
const manyRows = (n: number, money: (v: number) => string, word: string) =>
  Array.from({ length: n }, (_, i) => [`${word} ${i + 1}`, '1', money(10 * (i + 1)), money(10 * (i + 1))]);
const sumOf = (n: number) => (10 * n * (n + 1)) / 2;

const usd = (v: number) => `$${v.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
const eurDe = (v: number) => `${v.toLocaleString('de-DE', { minimumFractionDigits: 2 })} €`;
const plain = (v: number) => v.toFixed(2);

export const heldOutInvoices: HeldOutInvoice[] = [
  {
    name: 'en-us, labels with colons, table with tax',
    truth: {
      invoiceNumber: '2024-0187',
      invoiceDate: '2024-03-07',
      total: '1244.88',
      lineAmounts: ['600.00', '400.00', '150.00'],
    },
    pdf: () =>
      buildInvoicePdf(
        [
          { text: 'INVOICE', x: 50, y: 60, size: 20, bold: true },
          ...address(['Bluebird Plumbing Co.', '412 Elm Street', 'Springfield, IL 62704'], 50, 90),
          { text: 'Invoice No.: 2024-0187', x: 380, y: 90 },
          { text: 'Date: 03/07/2024', x: 380, y: 104 },
          { text: 'Terms: Net 30', x: 380, y: 118 },
        ],
        {
          columns: enColumns,
          top: 200,
          rows: [
            ['Water heater replacement', '1', '$600.00', '$600.00'],
            ['Labor (hours)', '4', '$100.00', '$400.00'],
            ['Disposal of old unit', '1', '$150.00', '$150.00'],
          ],
          after: totals([
            ['Subtotal', '$1,150.00'],
            ['Sales Tax (8.25%)', '$94.88'],
            ['Total', '$1,244.88'],
          ]),
        },
      ),
  },
  {
    name: 'de, labels and values in two columns, decimal comma',
    truth: {
      invoiceNumber: 'RE-2021-0456',
      invoiceDate: '2021-05-07',
      total: '2975.00',
      lineAmounts: ['1250.00', '1250.00'],
    },
    pdf: () =>
      buildInvoicePdf(
        [
          { text: 'Schreinerei Holzmann GmbH', x: 50, y: 50, size: 14, bold: true },
          ...address(['Kunde: Bäckerei Korn', 'Lindenweg 3', '80331 München'], 50, 100),
          ...kv('Rechnungsnummer', 'RE-2021-0456', 330, 100),
          ...kv('Rechnungsdatum', '7. Mai 2021', 330, 114),
          ...kv('Kundennummer', 'K-1043', 330, 128),
        ],
        {
          columns: [
            { name: 'Pos.', x: 50 },
            { name: 'Bezeichnung', x: 90 },
            { name: 'Menge', x: 330, right: true },
            { name: 'Einzelpreis', x: 440, right: true },
            { name: 'Gesamtpreis', x: 545, right: true },
          ],
          top: 200,
          rows: [
            ['1', 'Einbauschrank Eiche\nnach Maß gefertigt', '1', '1.250,00 €', '1.250,00 €'],
            ['2', 'Montage vor Ort', '10', '125,00 €', '1.250,00 €'],
          ],
          after: totals([
            ['Nettobetrag', '2.500,00 €'],
            ['zzgl. 19 % MwSt.', '475,00 €'],
            ['Gesamtbetrag', '2.975,00 €'],
          ]),
        },
        [{ text: 'Vielen Dank für Ihren Auftrag. Zahlbar innerhalb von 14 Tagen.', x: 50, y: 700 }],
      ),
  },
  {
    name: 'fr, label above value, no-break spaces in amounts',
    truth: { invoiceNumber: 'F-118-2024', invoiceDate: '2024-03-04', total: '1234.80', lineAmounts: ['1029.00'] },
    pdf: () =>
      buildInvoicePdf(
        [
          { text: 'FACTURE', x: 50, y: 60, size: 20, bold: true },
          ...address(['Atelier Lumière SARL', '12 rue des Lilas', '69003 Lyon'], 50, 90),
          ...kv('N° de facture', 'F-118-2024', 300, 90, { below: true }),
          ...kv('Date de facture', '4 mars 2024', 420, 90, { below: true }),
          ...kv('Échéance', '3 avril 2024', 300, 125, { below: true }),
        ],
        {
          columns: [
            { name: 'Désignation', x: 50 },
            { name: 'Qté', x: 330, right: true },
            { name: 'Prix unitaire', x: 440, right: true },
            { name: 'Montant', x: 545, right: true },
          ],
          top: 220,
          rows: [['Création graphique du catalogue', '1', '1\u00a0029,00 €', '1\u00a0029,00 €']],
          after: totals([
            ['Total HT', '1\u00a0029,00 €'],
            ['TVA 20 %', '205,80 €'],
            ['Total TTC', '1\u00a0234,80 €'],
          ]),
        },
      ),
  },
  {
    name: 'nl, colons, euro sign before, day-month words',
    truth: { invoiceNumber: '2022/0312', invoiceDate: '2022-03-12', total: '605.00', lineAmounts: ['500.00'] },
    pdf: () =>
      buildInvoicePdf(
        [
          { text: 'Factuur', x: 50, y: 60, size: 20, bold: true },
          ...address(['Fietsenmaker De Vries', 'Kerkstraat 8', '3511 AB Utrecht'], 350, 60),
          { text: 'Factuurnummer: 2022/0312', x: 50, y: 120 },
          { text: 'Factuurdatum: 12 maart 2022', x: 50, y: 134 },
          { text: 'Vervaldatum: 11 april 2022', x: 50, y: 148 },
        ],
        {
          columns: [
            { name: 'Omschrijving', x: 50 },
            { name: 'Aantal', x: 330, right: true },
            { name: 'Prijs', x: 440, right: true },
            { name: 'Bedrag', x: 545, right: true },
          ],
          top: 200,
          rows: [['Onderhoudsbeurt e-bike', '2', '€ 250,00', '€ 500,00']],
          after: totals([
            ['Subtotaal', '€ 500,00'],
            ['BTW 21%', '€ 105,00'],
            ['Totaal te betalen', '€ 605,00'],
          ]),
        },
      ),
  },
  {
    name: 'es, dates with "de", base, IVA and total',
    truth: { invoiceNumber: 'A-00923', invoiceDate: '2023-03-04', total: '1452.00', lineAmounts: ['1200.00'] },
    pdf: () =>
      buildInvoicePdf(
        [
          { text: 'Factura', x: 50, y: 60, size: 20, bold: true },
          ...address(['Carpintería Ruiz S.L.', 'Calle Mayor 15', '28013 Madrid'], 50, 90),
          ...kv('Número de factura:', 'A-00923', 330, 90),
          ...kv('Fecha de emisión:', '4 de marzo de 2023', 330, 104),
        ],
        {
          columns: [
            { name: 'Descripción', x: 50 },
            { name: 'Cantidad', x: 330, right: true },
            { name: 'Precio unitario', x: 450, right: true },
            { name: 'Importe', x: 545, right: true },
          ],
          top: 200,
          rows: [['Puerta de roble a medida', '1', '1.200,00 €', '1.200,00 €']],
          after: totals([
            ['Base imponible', '1.200,00 €'],
            ['IVA (21%)', '252,00 €'],
            ['Total a pagar', '1.452,00 €'],
          ]),
        },
      ),
  },
  {
    name: 'en-gb, pounds, day-first slashes, totals in a box at the right',
    truth: { invoiceNumber: 'HB-5521', invoiceDate: '2022-08-09', total: '540.00' },
    pdf: () =>
      buildInvoicePdf([
        { text: 'Harbour Books Ltd', x: 50, y: 60, size: 16, bold: true },
        ...address(['7 Quay Lane', 'Bristol BS1 4RN', 'United Kingdom'], 50, 80),
        ...kv('Invoice #', 'HB-5521', 380, 80, { dx: 80 }),
        ...kv('Issued', '09/08/2022', 380, 94, { dx: 80 }),
        ...kv('Due', '23/08/2022', 380, 108, { dx: 80 }),
        { text: 'Bookbinding workshop, 3 sessions', x: 50, y: 220 },
        { text: '£450.00', x: 545, y: 220, right: true },
        { text: 'VAT 20%', x: 380, y: 300 },
        { text: '£90.00', x: 545, y: 300, right: true },
        { text: 'Amount Due', x: 380, y: 318, bold: true },
        { text: '£540.00', x: 545, y: 318, right: true, bold: true },
      ]),
  },
  {
    name: 'en, a table over three pages with its header repeated',
    truth: {
      invoiceNumber: 'INV-77-0042',
      invoiceDate: '2023-11-13',
      total: plain(sumOf(30)),
      lineAmounts: manyRows(30, plain, '').map((r) => r[3]!),
    },
    pdf: () =>
      buildInvoicePdf(
        [
          { text: 'Northwind Cloud Services', x: 50, y: 50, size: 14, bold: true },
          ...kv('Invoice number', 'INV-77-0042', 330, 50),
          ...kv('Issue date', '2023-11-13', 330, 64),
        ],
        {
          columns: enColumns,
          top: 150,
          perPage: 12,
          rows: manyRows(30, usd, 'Compute instance'),
          after: totals([['Grand Total', usd(sumOf(30))]]),
        },
      ),
  },
  {
    name: 'de, a table continued on the next page without its header',
    truth: {
      invoiceNumber: '2023-11/045',
      invoiceDate: '2023-07-04',
      total: plain(sumOf(20) * 1.19),
      lineAmounts: manyRows(20, plain, '').map((r) => r[3]!),
    },
    pdf: () =>
      buildInvoicePdf(
        [
          { text: 'Druckerei Blau KG', x: 50, y: 50, size: 14, bold: true },
          { text: 'Rechnungs-Nr.: 2023-11/045', x: 330, y: 50 },
          { text: 'Datum: 04.07.2023', x: 330, y: 64 },
        ],
        {
          columns: [
            { name: 'Artikel', x: 50 },
            { name: 'Anzahl', x: 330, right: true },
            { name: 'Preis', x: 440, right: true },
            { name: 'Summe', x: 545, right: true },
          ],
          top: 150,
          perPage: 14,
          repeatHeader: false,
          rows: manyRows(20, eurDe, 'Flyer Auflage'),
          after: totals([
            ['Zwischensumme', eurDe(sumOf(20))],
            ['MwSt. 19 %', eurDe(sumOf(20) * 0.19)],
            ['Rechnungsbetrag', eurDe(sumOf(20) * 1.19)],
          ]),
        },
      ),
  },
  {
    name: 'en receipt, paid: amount due zero, stray space before the comma',
    truth: { invoiceNumber: 'RCPT-5521-0003', invoiceDate: '2022-09-12', total: '99.00' },
    pdf: () =>
      buildInvoicePdf([
        { text: 'Receipt', x: 50, y: 60, size: 20, bold: true },
        ...kv('Invoice number', 'RCPT-5521-0003', 50, 100),
        ...kv('Invoice date', 'Sep 12 , 2022', 50, 114),
        ...kv('Date paid', 'Sep 13 , 2022', 50, 128),
        { text: 'Pro plan, yearly', x: 50, y: 200 },
        { text: '$99.00', x: 545, y: 200, right: true },
        ...totals([
          ['Total', '$99.00'],
          ['Amount paid', '($99.00)'],
          ['Amount due', '$0.00'],
        ])(260),
      ]),
  },
  {
    name: 'fr, number in the title, "1er", net à payer',
    truth: { invoiceNumber: '2024-071', invoiceDate: '2024-03-01', total: '2400.00' },
    pdf: () =>
      buildInvoicePdf([
        { text: 'Facture n° 2024-071', x: 50, y: 60, size: 18, bold: true },
        { text: 'Date : 1er mars 2024', x: 50, y: 90 },
        ...address(['Cabinet Moreau', '5 place Bellecour', '69002 Lyon'], 350, 90),
        { text: 'Mission de conseil, février 2024', x: 50, y: 200 },
        { text: '2 000,00 €', x: 545, y: 200, right: true },
        ...totals([
          ['Montant HT', '2 000,00 €'],
          ['TVA 20 %', '400,00 €'],
          ['Net à payer', '2 400,00 €'],
        ])(260),
      ]),
  },
  {
    name: 'nl, numeric day-first date with dashes, euro before with thousands',
    truth: { invoiceNumber: '88213', invoiceDate: '2023-06-05', total: '1210.00' },
    pdf: () =>
      buildInvoicePdf([
        { text: 'Installatiebedrijf Jansen', x: 50, y: 50, size: 14, bold: true },
        { text: 'Factuur nr. 88213', x: 330, y: 80 },
        { text: 'Datum 05-06-2023', x: 330, y: 94 },
        { text: 'Vervaldatum 05-07-2023', x: 330, y: 108 },
        { text: 'Vervangen cv-ketel', x: 50, y: 200 },
        { text: '€ 1.000,00', x: 545, y: 200, right: true },
        ...totals([
          ['Totaal excl. BTW', '€ 1.000,00'],
          ['BTW 21%', '€ 210,00'],
          ['Totaal incl. BTW', '€ 1.210,00'],
        ])(260),
      ]),
  },
  {
    name: 'es, Nº label, slashed day-first date, total in capitals',
    truth: { invoiceNumber: '2023-ES-114', invoiceDate: '2023-01-31', total: '363.00', lineAmounts: ['300.00'] },
    pdf: () =>
      buildInvoicePdf(
        [
          { text: 'Jardinería Sol', x: 50, y: 50, size: 14, bold: true },
          { text: 'Nº Factura: 2023-ES-114', x: 330, y: 80 },
          { text: 'Fecha: 31/01/2023', x: 330, y: 94 },
        ],
        {
          columns: [
            { name: 'Concepto', x: 50 },
            { name: 'Uds.', x: 330, right: true },
            { name: 'Precio', x: 440, right: true },
            { name: 'Total', x: 545, right: true },
          ],
          top: 180,
          rows: [['Poda de árboles', '3', '100,00 €', '300,00 €']],
          after: totals([
            ['Subtotal', '300,00 €'],
            ['IVA 21%', '63,00 €'],
            ['TOTAL', '363,00 €'],
          ]),
        },
      ),
  },
];
