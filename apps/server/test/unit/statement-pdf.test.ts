import { describe, expect, it } from 'vitest';
import type { LineDraft, StatementDraft } from '../../src/modules/owner-statements/file/check-statement.js';
import { renderStatementPdf } from '../../src/modules/owner-statements/render-statement-pdf.js';
import { openPdf } from '../../src/ocr/pdfjs.js';

/** The owner statement's PDF never cuts text (issue 47 item 1): it wraps, and takes more pages. */
const transmission = {
  operatorName: 'Red Mesa Operating LLC',
  operatorAddress: '500 W Texas Ave, Suite 900, Midland, TX 79701',
  operatorPhone: '(432) 555-0100',
};
const line = (lineNo: number, propertyName: string): LineDraft => ({
  lineNo,
  propertyId: `42-317-${String(40000 + lineNo)}`,
  propertyName,
  county: 'Midland',
  state: 'TX',
  saleMonth: '2026-08',
  productCode: 'NGL',
  transactionCode: lineNo % 2 ? 'REV' : 'ADJ',
  volume: '1000.00',
  price: '72.50',
  ownerDecimal: '0.00390625',
  ownerGrossCents: 28320n,
  productionTaxCents: 1303n,
  windfallTaxCents: 0n,
  deductionsCents: 125n,
  ownerNetCents: 26892n,
});

async function pagesText(bytes: Uint8Array): Promise<string[]> {
  const doc = await openPdf(bytes);
  const pages: string[] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const content = await (await doc.getPage(p)).getTextContent();
    pages.push(
      content.items
        .map((i) => ('str' in i ? i.str : ''))
        .join(' ')
        .replace(/\s+/g, ' '),
    );
  }
  return pages;
}

describe('the owner statement PDF', () => {
  it('wraps long names onto more lines and more pages, with the totals on the last page', async () => {
    const lines = Array.from({ length: 60 }, (_, i) =>
      line(
        i + 1,
        i % 4 === 0 ? `Mesa Verde 14-2 Lease Extension Unit Number ${i} Deep Wolfcamp Allocation` : `Tract ${i}`,
      ),
    );
    const statement: StatementDraft = {
      lineNumber: 3,
      checkNumber: '100001',
      checkDate: '2026-10-25',
      ownerNumber: 'OWN-1001',
      ownerName: 'Jane Q. Royalty Revocable Trust dated January 1, 2001, Jane Q. Royalty and John Royalty, Trustees',
      amountCents: 26892n * 60n,
      lines,
    };
    const { bytes, pages } = await renderStatementPdf(transmission, statement);
    const text = await pagesText(bytes);
    expect(text).toHaveLength(pages);
    expect(pages).toBeGreaterThan(2);
    const all = text.join(' ');
    expect(all).not.toContain('~');
    for (const l of lines)
      for (const word of `${l.propertyId} ${l.propertyName}`.split(' ')) expect(all).toContain(word);
    for (const word of statement.ownerName.split(' ')) expect(text[0]).toContain(word);
    text.forEach((t, i) => expect(t).toContain(`Page ${i + 1} of ${pages}`));
    expect(text[pages - 1]).toContain(
      'Owner gross $16,992.00 Production taxes $781.80 Windfall profit tax $0.00 Deductions $75.00 Net $16,135.20',
    );
    for (const t of text.slice(0, -1)) expect(t).not.toContain('Net $16,135.20');
  });
});
