import { beforeAll, describe, expect, it } from 'vitest';
import { MetadataType, toCents, type OcrPage } from '@docvue/contracts';
import { buildDemoDocuments, type DemoDocument } from '../../src/seed/documents/index.js';
import {
  arInvoiceTemplate,
  divisionOrderTemplate,
  ownerStatementTemplate,
  runStatementTemplate,
  templateById,
} from '../../src/modules/document-types/templates/index.js';
import {
  autoExtract,
  captureText,
  parseDate,
  parseNumber,
  proposeLineItems,
  wordsInRegion,
  type ExtractionField,
} from '../../src/modules/extraction/index.js';
import { extractOcrPages } from '../../src/ocr/extract.js';
import { wordBox, type OcrEngine } from '../../src/ocr/index.js';
import { synthPage } from '../support/synth-page.js';

const noOcr: OcrEngine = {
  recognize: () => Promise.reject(new Error('sample PDFs have a text layer; OCR must not run')),
  close: () => Promise.resolve(),
};

const demo = buildDemoDocuments(new Date('2026-11-05T12:00:00Z'));
const ofTemplate = (templateId: number) => demo.filter((d) => d.templateId === templateId);
const pagesOf = new Map<string, OcrPage[]>();
const pages = (d: DemoDocument) => pagesOf.get(d.ref)!;

beforeAll(async () => {
  for (const d of demo) pagesOf.set(d.ref, await extractOcrPages(await d.renderPdf(), { ocr: noOcr }));
});

const extracted = (fields: readonly ExtractionField[], d: DemoDocument, values: Record<string, string> = {}) =>
  Object.fromEntries(autoExtract({ fields, values, pages: pages(d) }).map((v) => [v.key, v.value]));

describe('auto extraction on the seeded sample documents', () => {
  const invoices = ofTemplate(arInvoiceTemplate.templateId);

  it('has sample invoices to read', () => expect(invoices.length).toBeGreaterThan(5));

  it.each(invoices.map((d) => [d.ref, d] as const))('reads invoice %s as it was generated', (_, d) => {
    const got = extracted(arInvoiceTemplate.metadataDefinitions, d);
    const keys = [
      'invoiceNumber',
      'invoiceDate',
      'invoiceTotal',
      'dueDate',
      'serviceDate',
      'poNumber',
      'afe',
      'fieldTicketNumber',
    ];
    expect(got).toMatchObject(Object.fromEntries(keys.map((k) => [k, d.metadata[k]])));
    // Parties, org units, document properties and text areas are not read from the page.
    for (const k of ['docPurchaserName', 'vendor', 'orgUnit', 'scanDate', 'remarks']) expect(got[k]).toBeUndefined();
  });

  it('proposes the invoice lines as generated', () => {
    for (const d of invoices) {
      const { columnHeaders, suggestedRows } = proposeLineItems(arInvoiceTemplate.lineItemColumns, pages(d));
      expect(columnHeaders.map((c) => c.key)).toEqual(arInvoiceTemplate.lineItemColumns.map((c) => c.key));
      expect(suggestedRows.length, d.ref).toBe(d.lineItems.length);
      suggestedRows.forEach((row, i) => {
        const want = d.lineItems[i]!;
        expect(row.description).toBe(want.description);
        expect(row.quantity).toBe(want.quantity);
        expect(toCents(row.unitPrice!)).toBe(toCents(want.unitPrice!));
        expect(row.amount).toBe(want.amount);
        // Coding is the purchaser's master data, not printed on the invoice.
        expect(row.accountCode).toBeNull();
      });
    }
  });

  it.each(ofTemplate(ownerStatementTemplate.templateId).map((d) => [d.ref, d] as const))(
    'reads owner statement %s: check number, date and amount, and its lines',
    (_, d) => {
      const got = extracted(ownerStatementTemplate.metadataDefinitions, d);
      expect(got).toMatchObject({
        checkNumber: d.metadata.checkNumber,
        checkDate: d.metadata.checkDate,
        checkAmount: d.metadata.checkAmount,
        ownerNumber: d.metadata.ownerNumber,
      });
      const { suggestedRows } = proposeLineItems(ownerStatementTemplate.lineItemColumns, pages(d));
      expect(suggestedRows).toHaveLength(d.lineItems.length);
      suggestedRows.forEach((row, i) => {
        expect(row.netValue).toBe(d.lineItems[i]!.netValue);
        expect(row.ownerInterest).toBe(d.lineItems[i]!.ownerInterest);
      });
    },
  );

  it.each(ofTemplate(divisionOrderTemplate.templateId).map((d) => [d.ref, d] as const))(
    'reads division order %s: number, decimal interest and the table cells',
    (_, d) => {
      const got = extracted(divisionOrderTemplate.metadataDefinitions, d);
      expect(got).toMatchObject(
        Object.fromEntries(
          ['docDivisionOrderNumber', 'decimalInterest', 'effectiveDate', 'well', 'countyState', 'interestType'].map(
            (k) => [k, d.metadata[k]],
          ),
        ),
      );
      // Read-only (set by signing), so never proposed even though it is empty.
      expect(got.DivisionOrderResponseStatus).toBeUndefined();
    },
  );

  it('never proposes a value that differs from the generated one, on any sample document', () => {
    for (const d of demo) {
      const got = extracted(templateById(d.templateId).metadataDefinitions, d);
      for (const [k, v] of Object.entries(got)) expect(`${d.ref}.${k}=${v}`).toBe(`${d.ref}.${k}=${d.metadata[k]}`);
    }
  });

  it('reads run statement lines, a table with its own Totals row', () => {
    for (const d of ofTemplate(runStatementTemplate.templateId)) {
      const { suggestedRows } = proposeLineItems(runStatementTemplate.lineItemColumns, pages(d));
      expect(suggestedRows.map((r) => r.netValue)).toEqual(d.lineItems.map((l) => l.netValue));
    }
  });
});

describe('which fields are filled', () => {
  const d = demo.find((x) => x.ref === 'inv-draft')!;
  const fields = arInvoiceTemplate.metadataDefinitions;

  it('leaves fields that have a value alone, and fills those that are blank', () => {
    const got = extracted(fields, d, { invoiceNumber: 'TYPED-1', invoiceTotal: '1.00', dueDate: '  ' });
    expect(got.invoiceNumber).toBeUndefined();
    expect(got.invoiceTotal).toBeUndefined();
    expect(got.dueDate).toBe(d.metadata.dueDate);
  });

  it('leaves read-only fields alone', () => {
    const readonly = fields.map((f) => (f.key === 'invoiceDate' ? { ...f, isReadonly: true } : f));
    const got = extracted(readonly, d);
    expect(got.invoiceDate).toBeUndefined();
    expect(got.invoiceNumber).toBe(d.metadata.invoiceNumber);
  });

  it('marks proposals auto-extracted, with their source and the boxes they came from', () => {
    const [total] = autoExtract({
      fields: fields.filter((f) => f.key === 'invoiceTotal'),
      values: {},
      pages: pages(d),
    });
    expect(total).toMatchObject({ key: 'invoiceTotal', autoExtracted: true, source: 'pattern' });
    const word = pages(d)[0]!.ocrJson.find(
      (w) => w.Text === `$${Number(d.metadata.invoiceTotal).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
    )!;
    expect(total!.highlight).toEqual([{ documentPage: 1, Coordinates: word.Coordinates }]);
  });
});

describe('capture regions', () => {
  const d = demo.find((x) => x.ref === 'inv-draft')!;
  const page = () => pages(d)[0]!;
  const boxOf = (text: string) => wordBox(page().ocrJson.find((w) => w.Text === text)!);

  it('picks exactly the words inside a dragged rectangle', () => {
    const po = boxOf(d.metadata.poNumber!);
    const tight = { x: po.x0 - 1, y: po.y0 - 1, width: po.x1 - po.x0 + 2, height: po.y1 - po.y0 + 2 };
    expect(wordsInRegion(page(), tight).map((w) => w.Text)).toEqual([d.metadata.poNumber]);

    // Label and value of the PO line, and the AFE line below: five words, in reading order.
    const label = boxOf('PO');
    const afe = boxOf(d.metadata.afe!);
    const drag = { x: label.x0 - 2, y: label.y0 - 2, width: afe.x1 - label.x0 + 4, height: afe.y1 - label.y0 + 4 };
    expect(wordsInRegion(page(), drag).map((w) => w.Text)).toEqual([
      'PO',
      '#',
      d.metadata.poNumber,
      'AFE',
      d.metadata.afe,
    ]);
    expect(captureText(page(), drag)).toBe(`PO # ${d.metadata.poNumber}\nAFE ${d.metadata.afe}`);
  });

  it('captures the word under a click, and nothing on blank paper', () => {
    const n = boxOf(d.metadata.invoiceNumber!);
    expect(captureText(page(), { x: (n.x0 + n.x1) / 2, y: (n.y0 + n.y1) / 2 })).toBe(d.metadata.invoiceNumber);
    expect(captureText(page(), { x: 300, y: 700 })).toBe('');
  });

  it("uses the definition's capture region first, then a learned region, then patterns", () => {
    const po = boxOf(d.metadata.poNumber!);
    const region = { x: po.x0 - 2, y: po.y0 - 2, width: po.x1 - po.x0 + 4, height: po.y1 - po.y0 + 4 };
    const field: ExtractionField = { key: 'reference', name: 'Reference', metadataTypeId: MetadataType.Text };
    const run = (f: ExtractionField, learned = false) =>
      autoExtract({
        fields: [f],
        values: {},
        pages: pages(d),
        learnedRegions: learned ? [{ key: f.key, page: 1, ...region }] : [],
      })[0];

    const byDefinition = {
      ...field,
      clickPage: 1,
      clickX: region.x,
      clickY: region.y,
      clickWidth: region.width,
      clickHeight: region.height,
    };
    expect(run(byDefinition)).toMatchObject({ value: d.metadata.poNumber, source: 'region' });
    expect(run(field, true)).toMatchObject({ value: d.metadata.poNumber, source: 'learned' });
    expect(run(field)).toBeUndefined();
    // A region over text that is not a valid value for the field falls through to the patterns.
    const dateField = { ...byDefinition, key: 'invoiceDate', name: 'Invoice Date', metadataTypeId: MetadataType.Date };
    expect(run(dateField)).toMatchObject({ value: d.metadata.invoiceDate, source: 'pattern' });
  });
});

describe('values', () => {
  it('parses the usual date spellings to ISO and rejects impossible dates', () => {
    expect(parseDate('10/31/2026')).toBe('2026-10-31');
    expect(parseDate('1/5/26')).toBe('2026-01-05');
    expect(parseDate('2026-10-31')).toBe('2026-10-31');
    expect(parseDate('Oct 31, 2026')).toBe('2026-10-31');
    expect(parseDate('October 31, 2026')).toBe('2026-10-31');
    expect(parseDate('Sept. 3rd, 2026')).toBe('2026-09-03');
    expect(parseDate('31 Oct 2026')).toBe('2026-10-31');
    expect(parseDate('Period: 10/01/2026 - 10/31/2026')).toBe('2026-10-01');
    expect(parseDate('03/2025')).toBe('2025-03-01');
    expect(parseDate('02/30/2026')).toBeNull();
    expect(parseDate('13/01/2026')).toBeNull();
    expect(parseDate('Tax ID 75-2841937')).toBeNull();
    expect(parseDate('(432) 555-0142')).toBeNull();
  });

  it('keeps only digits, minus and point in amounts, and keeps accounting negatives negative', () => {
    expect(parseNumber('$3,380.10', 'currency')).toBe('3380.10');
    expect(parseNumber('$ 1,234.5', 'currency')).toBe('1234.50');
    expect(parseNumber('(12.00)', 'currency')).toBe('-12.00');
    expect(parseNumber('12.00-', 'currency')).toBe('-12.00');
    expect(parseNumber('0.00390625', 'numeric')).toBe('0.00390625');
    expect(parseNumber('1,250.5 bbl', 'numeric')).toBe('1250.5');
    expect(parseNumber('11/04/2026', 'numeric')).toBeNull();
    expect(parseNumber('RM25-0008', 'numeric')).toBeNull();
  });

  it('does not propose a date that is not a date', () => {
    const page = synthPage([
      {
        y: 100,
        cells: [
          [300, 'Invoice Date'],
          [400, '02/30/2026'],
        ],
      },
    ]);
    const fields = [{ key: 'invoiceDate', name: 'Invoice Date', metadataTypeId: MetadataType.Date }];
    expect(autoExtract({ fields, values: {}, pages: [page] })).toEqual([]);
  });
});

describe('patterns on other layouts', () => {
  const total: ExtractionField = { key: 'invoiceTotal', name: 'Invoice Total', metadataTypeId: MetadataType.Currency };
  const run = (page: OcrPage, fields: ExtractionField[]) =>
    Object.fromEntries(autoExtract({ fields, values: {}, pages: [page] }).map((v) => [v.key, v.value]));

  it('takes the grand total, not a sub-total, tax or a line amount under a "Total" column', () => {
    const page = synthPage([
      {
        y: 100,
        cells: [
          [50, 'Item'],
          [300, 'Qty'],
          [400, 'Total'],
        ],
      },
      {
        y: 115,
        cells: [
          [50, 'Pump repair'],
          [300, '1'],
          [400, '900.00'],
        ],
      },
      {
        y: 160,
        cells: [
          [300, 'Subtotal'],
          [400, '900.00'],
        ],
      },
      {
        y: 175,
        cells: [
          [300, 'Sales Tax'],
          [400, '74.25'],
        ],
      },
      {
        y: 190,
        cells: [
          [300, 'Total:'],
          [400, '$974.25'],
        ],
      },
    ]);
    expect(run(page, [total])).toEqual({ invoiceTotal: '974.25' });
  });

  it('prefers "Amount Due" over a bare "Total", and reads values after a colon in the same phrase', () => {
    const page = synthPage([
      { y: 80, cells: [[50, 'Invoice No.: A-77']] },
      { y: 95, cells: [[50, 'Date: Oct 3, 2026']] },
      {
        y: 200,
        cells: [
          [300, 'Total'],
          [400, '1,500.00'],
        ],
      },
      {
        y: 215,
        cells: [
          [300, 'Payments'],
          [400, '(500.00)'],
        ],
      },
      {
        y: 230,
        cells: [
          [300, 'Amount Due'],
          [400, '1,000.00'],
        ],
      },
    ]);
    const fields: ExtractionField[] = [
      { key: 'invoiceNumber', name: 'Invoice #', metadataTypeId: MetadataType.Text },
      { key: 'invoiceDate', name: 'Invoice Date', metadataTypeId: MetadataType.Date },
      total,
    ];
    expect(run(page, fields)).toEqual({ invoiceNumber: 'A-77', invoiceDate: '2026-10-03', invoiceTotal: '1000.00' });
  });

  it('reads a List field only when the text is one of its choices', () => {
    const terms: ExtractionField = { key: 'paymentTerms', name: 'Terms', metadataTypeId: MetadataType.List };
    const page = synthPage([
      {
        y: 80,
        cells: [
          [50, 'Terms'],
          [150, 'NET 30'],
        ],
      },
    ]);
    expect(run(page, [terms])).toEqual({});
    expect(run(page, [{ ...terms, listValues: ['Net 15', 'Net 30'] }])).toEqual({ paymentTerms: 'Net 30' });
  });
});

describe('proposed line items on other layouts', () => {
  const columns = arInvoiceTemplate.lineItemColumns;

  it('matches synonyms, joins wrapped descriptions, cleans amounts and stops at the subtotal', () => {
    const page = synthPage([
      { y: 90, cells: [[50, 'Bill to: Red Mesa']] },
      {
        y: 120,
        cells: [
          [50, 'Item'],
          [300, 'Qty'],
          [380, 'Rate'],
          [470, 'Ext. Amount'],
        ],
      },
      {
        y: 140,
        cells: [
          [50, 'Vacuum truck'],
          [300, '6'],
          [380, '$95.00'],
          [470, '$570.00'],
        ],
      },
      { y: 150, cells: [[50, 'with operator']] },
      {
        y: 170,
        cells: [
          [50, 'Disposal fee'],
          [300, '1'],
          [380, '(20.00)'],
          [470, '(20.00)'],
        ],
      },
      {
        y: 190,
        cells: [
          [300, 'Subtotal'],
          [470, '550.00'],
        ],
      },
      {
        y: 210,
        cells: [
          [50, 'Not a line'],
          [300, '9'],
          [470, '9.00'],
        ],
      },
    ]);
    const { suggestedRows } = proposeLineItems(columns, [page]);
    expect(suggestedRows).toEqual([
      expect.objectContaining({
        description: 'Vacuum truck with operator',
        quantity: '6',
        unitPrice: '95.00',
        amount: '570.00',
      }),
      expect.objectContaining({ description: 'Disposal fee', quantity: '1', unitPrice: '-20.00', amount: '-20.00' }),
    ]);
  });

  it('reads a header whose names wrap over touching lines, and leaves out a subtotal under another name', () => {
    // As a software vendor's receipt prints it: "AMOUNT" over "USD  EUR", "PRODUCT" between.
    const page = synthPage([
      { y: 100, cells: [[380, 'AMOUNT']] },
      { y: 110, cells: [[150, 'PRODUCT']] },
      {
        y: 120,
        cells: [
          [380, 'USD'],
          [470, 'EUR'],
        ],
      },
      {
        y: 140,
        cells: [
          [126, 'PRO 1 month Recurring'],
          [373, '119.95'],
          [458, '109.15'],
        ],
      },
      {
        y: 160,
        cells: [
          [200, 'PURCHASES'],
          [373, '119.95'],
          [458, '109.15'],
        ],
      },
      {
        y: 180,
        cells: [
          [271, 'VAT (19%)'],
          [382, '0.00'],
          [467, '0.00'],
        ],
      },
      {
        y: 200,
        cells: [
          [229, 'TOTAL AT CHECKOUT'],
          [373, '119.95'],
          [458, '109.15'],
        ],
      },
    ]);
    const { suggestedRows } = proposeLineItems(columns, [page]);
    expect(suggestedRows).toEqual([
      expect.objectContaining({ description: 'PRO 1 month Recurring', amount: '119.95' }),
    ]);
  });

  it('keeps two items of the same price: the total is their sum, with or without tax', () => {
    const table = (closing: [number, string][][]) =>
      synthPage([
        {
          y: 100,
          cells: [
            [50, 'Description'],
            [300, 'Qty'],
            [470, 'Amount'],
          ],
        },
        ...[
          ['Seat A', 120],
          ['Seat B', 140],
        ].map(([name, y]) => ({
          y: y as number,
          cells: [
            [50, name as string],
            [300, '1'],
            [470, '10.00'],
          ] as [number, string][],
        })),
        ...closing.map((cells, i) => ({ y: 170 + 20 * i, cells })),
      ]);
    const amounts = (closing: [number, string][][]) =>
      proposeLineItems(columns, [table(closing)]).suggestedRows.map((r) => r.amount);
    expect(
      amounts([
        [
          [300, 'Total'],
          [470, '20.00'],
        ],
      ]),
    ).toEqual(['10.00', '10.00']);
    expect(
      amounts([
        [
          [300, 'VAT 19%'],
          [470, '3.80'],
        ],
        [
          [300, 'Total'],
          [470, '23.80'],
        ],
      ]),
    ).toEqual(['10.00', '10.00']);
  });

  it('reads the row a stamp is drawn across as a row of the table', () => {
    const page = synthPage([
      {
        y: 100,
        cells: [
          [50, 'Description'],
          [300, 'Qty'],
          [470, 'Amount'],
        ],
      },
      ...[120, 140, 160].map((y, i) => ({
        y,
        cells: [
          [50, `Service ${'ABC'[i]}`],
          [300, '1'],
          [470, `${i + 1}0.00`],
        ] as [number, string][],
      })),
      {
        y: 190,
        cells: [
          [300, 'Total'],
          [470, '60.00'],
        ],
      },
    ]);
    // "PAID", rotated across the table: its box is 15 rows tall, centred on the last row.
    const [x0, x1, y0, y1] = [150, 230, 80, 232];
    page.ocrJson.push({
      Text: 'PAID',
      Coordinates: [
        { X: x0, Y: y0 },
        { X: x1, Y: y0 },
        { X: x1, Y: y1 },
        { X: x0, Y: y1 },
      ],
    });
    expect(proposeLineItems(columns, [page]).suggestedRows.map((r) => [r.description, r.amount])).toEqual([
      ['Service A', '10.00'],
      ['Service B', '20.00'],
      ['Service C', '30.00'],
    ]);
  });

  it('proposes nothing when no header names the columns', () => {
    const page = synthPage([{ y: 100, cells: [[50, 'Dear customer, thank you for your business.']] }]);
    expect(proposeLineItems(columns, [page]).suggestedRows).toEqual([]);
  });
});
