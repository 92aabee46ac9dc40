import type { OcrPage } from '@docvue/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { arInvoiceTemplate } from '../../src/modules/document-types/templates/index.js';
import { anchorOf, autoExtract, proposeLineItems } from '../../src/modules/extraction/index.js';
import { extractOcrPages } from '../../src/ocr/extract.js';
import { wordBox, type OcrEngine } from '../../src/ocr/index.js';
import { buildInvoicePdf, type TableSpec, type Text } from '../support/invoice-builder.js';

/*
 * Oilfield service invoices as vendors print them: the purchaser's coding (AFE, well, lease,
 * field ticket) in the header, often run together on one line, or in the line table. Written
 * for this test; the rules were not tuned on them.
 */

const noOcr: OcrEngine = {
  recognize: () => Promise.reject(new Error('generated PDFs have a text layer; OCR must not run')),
  close: () => Promise.resolve(),
};

const columns: TableSpec['columns'] = [
  { name: 'Description', x: 50 },
  { name: 'Qty', x: 330, right: true },
  { name: 'Rate', x: 430, right: true },
  { name: 'Amount', x: 545, right: true },
];

/** One sender's layout: well, lease and AFE on one line of the header, single-spaced. */
const headerCoded = (o: { number: string; well: string; lease: string; afe: string; ticket: string }) =>
  buildInvoicePdf(
    [
      { text: 'Permian Hot Shot LLC', x: 50, y: 60, size: 16, bold: true },
      { text: `Invoice No.: ${o.number}`, x: 360, y: 90 },
      { text: 'Invoice Date: 03/11/2026', x: 360, y: 104 },
      { text: `Field Ticket No.: ${o.ticket}`, x: 360, y: 118 },
      { text: `Well: ${o.well} Lease: ${o.lease} AFE: ${o.afe}`, x: 50, y: 150 },
    ],
    {
      columns,
      top: 190,
      rows: [
        ['Hot shot delivery, 212 mi', '1', '$1,060.00', '$1,060.00'],
        ['Standby time (hours)', '3', '$95.00', '$285.00'],
      ],
      after: (y): Text[] => [
        { text: 'Total Due', x: 360, y, bold: true },
        { text: '$1,345.00', x: 545, y, right: true, bold: true },
      ],
    },
  );

const pagesOf = async (pdf: Uint8Array): Promise<OcrPage[]> => extractOcrPages(pdf, { ocr: noOcr });
const value = (pages: OcrPage[], key: string, learned = {}) =>
  autoExtract({ fields: arInvoiceTemplate.metadataDefinitions, values: {}, pages, ...learned }).find(
    (v) => v.key === key,
  );

let first: OcrPage[];
let second: OcrPage[];
beforeAll(async () => {
  first = await pagesOf(
    await headerCoded({
      number: 'PH-1021',
      well: 'Mesa Verde 14-2H',
      lease: 'MV-0142',
      afe: '26-0311',
      ticket: 'FT-88213',
    }),
  );
  second = await pagesOf(
    await headerCoded({
      number: 'PH-1045',
      well: 'Red Draw 31 #4H',
      lease: 'RD-0031',
      afe: '26-0477',
      ticket: 'FT-88390',
    }),
  );
});

describe('oilfield coding in the header', () => {
  it('reads the AFE and the field ticket from labels run together on one line', () => {
    expect(value(first, 'afe')?.value).toBe('26-0311');
    expect(value(first, 'fieldTicketNumber')?.value).toBe('FT-88213');
  });

  it('gives every suggested line the header AFE and well it leaves empty', () => {
    const { suggestedRows } = proposeLineItems(arInvoiceTemplate.lineItemColumns, first);
    expect(suggestedRows.map((r) => [r.amount, r.afe, r.well])).toEqual([
      ['1060.00', '26-0311', 'Mesa Verde 14-2H'],
      ['285.00', '26-0311', 'Mesa Verde 14-2H'],
    ]);
    // Cost centre and GL account are not printed: left to the vendor's choice from the purchaser's values.
    expect(suggestedRows.every((r) => r.costCenter === null && r.accountCode === null)).toBe(true);
  });

  it("prefers the document's own AFE, as the person typed or accepted it, to the page's", () => {
    const { suggestedRows } = proposeLineItems(arInvoiceTemplate.lineItemColumns, first, { afe: '26-9999' });
    expect(suggestedRows.map((r) => r.afe)).toEqual(['26-9999', '26-9999']);
  });

  it('learns the AFE where the person put it, not the line around it', () => {
    // The person dragged exactly around "26-0311" on the first invoice.
    const page = first[0]!;
    const box = wordBox(page.ocrJson.find((w) => w.Text === '26-0311')!);
    const region = { x: box.x0 - 1, y: box.y0 - 1, width: box.x1 - box.x0 + 2, height: box.y1 - box.y0 + 2 };
    const anchor = anchorOf(page, region);
    expect(anchor?.text).toBe('afe');

    const got = value(second, 'afe', { learnedRegions: [{ key: 'afe', page: 1, ...region, anchor }] });
    expect(got).toMatchObject({ value: '26-0477', source: 'learned' });
  });
});

describe('oilfield coding in the line table', () => {
  it("reads each line's own AFE and well, and never a line's value as the header's", async () => {
    const pages = await pagesOf(
      await buildInvoicePdf(
        [
          { text: 'Basin Fluid Haulers', x: 50, y: 60, size: 16, bold: true },
          { text: 'Invoice # BF-7781', x: 360, y: 90 },
          { text: 'Date: 03/12/2026', x: 360, y: 104 },
        ],
        {
          columns: [
            { name: 'Description', x: 50 },
            { name: 'AFE #', x: 200 },
            { name: 'Well Name', x: 270 },
            { name: 'Qty', x: 420, right: true },
            { name: 'Rate', x: 480, right: true },
            { name: 'Amount', x: 545, right: true },
          ],
          top: 150,
          rows: [
            ['Produced water haul', '26-0102', 'Bluebonnet 7H', '12', '$85.00', '$1,020.00'],
            ['Tank cleanout', '', 'Bluebonnet 9H', '1', '$640.00', '$640.00'],
            ['Frac water transfer', '26-0140', 'Yucca State 2', '6', '$110.00', '$660.00'],
          ],
        },
      ),
    );
    const { suggestedRows } = proposeLineItems(arInvoiceTemplate.lineItemColumns, pages);
    expect(suggestedRows.map((r) => [r.afe, r.well, r.amount])).toEqual([
      ['26-0102', 'Bluebonnet 7H', '1020.00'],
      [null, 'Bluebonnet 9H', '640.00'],
      ['26-0140', 'Yucca State 2', '660.00'],
    ]);
  });
});

describe('oilfield tables under their own headers', () => {
  it('reads a rental table billed in days at a day rate, totalled as "Extended"', async () => {
    const pages = await pagesOf(
      await buildInvoicePdf(
        [
          { text: 'Caprock Rental Tools', x: 50, y: 60, size: 16, bold: true },
          { text: 'Invoice Number: CR-30917', x: 340, y: 90 },
          { text: 'Invoice Date: 03/14/2026', x: 340, y: 104 },
          { text: 'AFE # 26-0215', x: 50, y: 120 },
        ],
        {
          columns: [
            { name: 'Equipment', x: 50 },
            { name: 'Days', x: 330, right: true },
            { name: 'Day Rate', x: 430, right: true },
            { name: 'Extended', x: 545, right: true },
          ],
          top: 160,
          rows: [
            ['Mud pump, triplex', '14', '$420.00', '$5,880.00'],
            ['Frac tank, 500 bbl', '14', '$65.00', '$910.00'],
          ],
          after: (y): Text[] => [
            { text: 'Total', x: 360, y, bold: true },
            { text: '$6,790.00', x: 545, y, right: true, bold: true },
          ],
        },
      ),
    );
    const { suggestedRows } = proposeLineItems(arInvoiceTemplate.lineItemColumns, pages);
    expect(suggestedRows.map((r) => [r.description, r.quantity, r.unitPrice, r.amount, r.afe])).toEqual([
      ['Mud pump, triplex', '14', '420.00', '5880.00', '26-0215'],
      ['Frac tank, 500 bbl', '14', '65.00', '910.00', '26-0215'],
    ]);
    expect(value(pages, 'afe')?.value).toBe('26-0215');
  });
});
