import type { OcrPage } from '@docvue/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { arInvoiceTemplate } from '../../src/modules/document-types/templates/index.js';
import { autoExtract, proposeLineItems } from '../../src/modules/extraction/index.js';
import { extractOcrPages } from '../../src/ocr/extract.js';
import type { OcrEngine } from '../../src/ocr/index.js';
import { heldOutInvoices, type HeldOutInvoice } from '../support/held-out-invoices.js';

/*
 * Extraction on invoices written for this test and never used to write the rules: five
 * languages, labels beside or above their values, totals in a box, tables over pages.
 */

const noOcr: OcrEngine = {
  recognize: () => Promise.reject(new Error('generated PDFs have a text layer; OCR must not run')),
  close: () => Promise.resolve(),
};

const pagesOf = new Map<HeldOutInvoice, OcrPage[]>();
beforeAll(async () => {
  for (const inv of heldOutInvoices) pagesOf.set(inv, await extractOcrPages(await inv.pdf(), { ocr: noOcr }));
});

function read(inv: HeldOutInvoice) {
  const pages = pagesOf.get(inv)!;
  const rows = proposeLineItems(arInvoiceTemplate.lineItemColumns, pages).suggestedRows;
  const lineAmounts = rows.map((r) => r.amount).filter((a): a is string => typeof a === 'string');
  const got = autoExtract({ fields: arInvoiceTemplate.metadataDefinitions, values: {}, pages, lineAmounts });
  const value = (key: string) => got.find((v) => v.key === key)?.value ?? null;
  return {
    invoiceNumber: value('invoiceNumber'),
    invoiceDate: value('invoiceDate'),
    total: value('invoiceTotal'),
    rows,
  };
}

describe('a held-out set of generated invoices', () => {
  it.each(heldOutInvoices.map((inv) => [inv.name, inv] as const))('%s: number, date and total', (_, inv) => {
    const got = read(inv);
    expect({ invoiceNumber: got.invoiceNumber, invoiceDate: got.invoiceDate, total: got.total }).toEqual({
      invoiceNumber: inv.truth.invoiceNumber,
      invoiceDate: inv.truth.invoiceDate,
      total: inv.truth.total,
    });
  });

  it.each(heldOutInvoices.filter((inv) => inv.truth.lineAmounts).map((inv) => [inv.name, inv] as const))(
    '%s: the table rows',
    (_, inv) => {
      expect(read(inv).rows.map((r) => r.amount)).toEqual(inv.truth.lineAmounts);
    },
  );

  it('reads a multi-line description as one row, with its quantity and unit price', () => {
    const inv = heldOutInvoices.find((i) => i.name.startsWith('de, labels'))!;
    expect(read(inv).rows[0]).toMatchObject({
      description: 'Einbauschrank Eiche nach Maß gefertigt',
      quantity: '1',
      unitPrice: '1250.00',
      amount: '1250.00',
    });
  });
});
