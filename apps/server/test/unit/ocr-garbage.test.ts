import { afterAll, describe, expect, it } from 'vitest';
import { extractOcrPages } from '../../src/ocr/extract.js';
import { createTesseractEngine, type OcrEngine } from '../../src/ocr/index.js';
import { openPdf } from '../../src/ocr/pdfjs.js';
import { textLayerWords } from '../../src/ocr/text-layer.js';
import { countWord, emptyFontText, isGarbageFont, readsAsWord } from '../../src/ocr/text-quality.js';
import { judgeTextLayer } from '../../src/ocr/text-layer-verdict.js';
import { unmappedFontPdf } from '../support/unmapped-font-pdf.js';

const tesseract = createTesseractEngine({ workers: 1 });
afterAll(() => tesseract.close());

/** The real engine, counting its pages. */
function counting(engine: OcrEngine) {
  const counter = { pages: 0 };
  const wrapped: OcrEngine = {
    recognize: (png, dpi) => {
      counter.pages++;
      return engine.recognize(png, dpi);
    },
    close: () => Promise.resolve(),
  };
  return { engine: wrapped, counter };
}

const invoiceLines = [
  { text: 'INVOICE', x: 60, y: 80, size: 22 },
  { text: 'Invoice number: INV-2024-0042', x: 60, y: 130 },
  { text: 'Invoice date: March 4, 2024', x: 60, y: 150 },
  { text: 'Total due: $1,250.00', x: 60, y: 170 },
  { text: 'Thank you for your business with our company.', x: 60, y: 200 },
];

async function textLayerOf(pdf: Uint8Array): Promise<string> {
  const doc = await openPdf(pdf);
  try {
    return (await textLayerWords(await doc.getPage(1))).map((w) => w.Text).join(' ');
  } finally {
    await doc.destroy();
  }
}

describe('text that does not read as words', () => {
  it('tells words from glyph numbers', () => {
    for (const w of ['Invoice', 'Rechnungsnummer', 'Herbststurm', 'Gesamtbetrag:', "l'été", 'Straße', 'Kunden-Nr.'])
      expect(readsAsWord(w), w).toBe(true);
    for (const w of ['WKDQN', 'GXH', 'Q#Y%', 'xkcdqrst']) expect(readsAsWord(w), w).toBe(false);
    for (const w of ['2023-11-13', '€99.00', 'x', '—']) expect(readsAsWord(w), w).toBeNull();
  });

  it('judges a font garbage by its unmapped glyphs or by too few words, not by a few codes', () => {
    const judge = (...words: string[]) => {
      const stats = emptyFontText();
      for (const w of words) countWord(stats, w);
      return isGarbageFont(stats);
    };
    expect(judge('\u0000\u0001\u0002\u0003', '\u0004\u0002\u0005')).toBe(true);
    expect(judge('\ue001\ue002\ue003', '\u{f0001}\u{f0002}')).toBe(true);
    // Glyph numbers of a TrueType font read as characters: 'a' is glyph 68, "D".
    const glyphNumbers = (text: string) =>
      text.replace(/[a-zA-Z]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 29)).split(' ');
    const sentence = 'Thank you for your business please pay the amount due within thirty days of the invoice date';
    expect(judge(...glyphNumbers(`${sentence} ${sentence}`))).toBe(true);
    expect(judge(...`${sentence} ${sentence}`.split(' '))).toBe(false);
    expect(judge('Invoice', 'GmbH', 'Nr.', 'BIC', 'IBAN', 'Std.', 'Total', 'Summe')).toBe(false);
  });

  it('keeps the good words of a page, drops broken ones and icons, and asks for OCR only when text is missing', () => {
    const at = (Text: string, font: string) => ({
      Text,
      font,
      Coordinates: [
        { X: 0, Y: 0 },
        { X: 1, Y: 0 },
        { X: 1, Y: 1 },
        { X: 0, Y: 1 },
      ] as [{ X: number; Y: number }, { X: number; Y: number }, { X: number; Y: number }, { X: number; Y: number }],
    });
    const icons = judgeTextLayer([at('Call', 'a'), at('\ue0b0', 'icons'), at('us', 'a')]);
    expect(icons).toMatchObject({ needsOcr: false, good: [{ Text: 'Call' }, { Text: 'us' }] });
    const broken = judgeTextLayer([at('Invoice', 'a'), at('76253815\u00000004', 'a')]);
    expect(broken).toMatchObject({ needsOcr: true, good: [{ Text: 'Invoice' }] });
  });
});

describe('a PDF whose font has no Unicode map', () => {
  it('has a text layer of glyph numbers, so the page is read by OCR instead', async () => {
    const pdf = await unmappedFontPdf(invoiceLines);
    const layer = await textLayerOf(pdf);
    expect(layer).not.toMatch(/Invoice|INV-2024-0042/);
    expect(layer.length).toBeGreaterThan(20);

    const { engine, counter } = counting(tesseract);
    const [page] = await extractOcrPages(pdf, { ocr: engine });
    expect(counter.pages).toBe(1);
    const text = page!.ocrJson.map((w) => w.Text).join(' ');
    expect(text).toContain('INV-2024-0042');
    expect(text).toMatch(/March 4, 2024/);
    expect(text).toContain('$1,250.00');
  }, 120_000);

  it('keeps the good text of a page that mixes both, and reads only the rest by OCR', async () => {
    const pdf = await unmappedFontPdf([
      { text: 'Supplier Name Ltd', x: 60, y: 60, mapped: true },
      { text: 'Reference ABC-778', x: 350, y: 60, mapped: true },
      ...invoiceLines.slice(1),
    ]);
    const goodWords = (
      await extractOcrPages(await unmappedFontPdf([{ text: 'Reference ABC-778', x: 350, y: 60, mapped: true }]), {
        ocr: tesseract,
      })
    )[0]!.ocrJson;
    const [page] = await extractOcrPages(pdf, { ocr: tesseract });
    const words = page!.ocrJson;
    // The text layer's words, boxes and all, are still there, once.
    for (const w of goodWords) expect(words.filter((x) => x.Text === w.Text)).toEqual([w]);
    expect(words.map((w) => w.Text).join(' ')).toContain('INV-2024-0042');
  }, 120_000);
});
