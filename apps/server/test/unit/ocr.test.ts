import { crc32 } from 'node:zlib';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { degrees, PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { ocrPage, type OcrPage, type OcrWord } from '@docvue/contracts';
import { buildDemoDocuments } from '../../src/seed/documents/index.js';
import { arInvoiceTemplate } from '../../src/modules/document-types/templates/index.js';
import { autoExtract } from '../../src/modules/extraction/index.js';
import { extractOcrPages } from '../../src/ocr/extract.js';
import { createTesseractEngine, imageToPdf, pageText, wordBox, type OcrEngine } from '../../src/ocr/index.js';
import { renderPdfPagePng } from '../../src/ocr/pdfjs.js';

/** An OCR engine that must not be needed, or answers with fixed pixel boxes; counts its calls. */
function fakeEngine(answer: Awaited<ReturnType<OcrEngine['recognize']>> = []) {
  const calls: { dpi: number; bytes: number }[] = [];
  const engine: OcrEngine = {
    recognize: async (png, dpi) => {
      calls.push({ dpi, bytes: png.length });
      return answer;
    },
    close: async () => undefined,
  };
  return { engine, calls };
}

const findWord = (page: OcrPage, text: string) => page.ocrJson.find((w) => w.Text === text);
const box = (w: OcrWord | undefined) => {
  expect(w).toBeDefined();
  return wordBox(w!);
};

describe('text layer', () => {
  // Words drawn at known baselines (pdf-lib: bottom-left origin); expected back top-left.
  const drawn = [
    { text: 'INVOICE', x: 400, top: 60, size: 24, font: StandardFonts.HelveticaBold },
    { text: 'Invoice Number INV-1001', x: 72, top: 120, size: 10, font: StandardFonts.Helvetica },
    { text: 'Total Illicit WWW $1,234.50', x: 300, top: 500, size: 12, font: StandardFonts.TimesRoman },
  ];

  async function textPdf() {
    const doc = await PDFDocument.create();
    const page = doc.addPage([612, 792]);
    for (const d of drawn) {
      const font = await doc.embedFont(d.font);
      page.drawText(d.text, { x: d.x, y: 792 - d.top, size: d.size, font });
    }
    const rotated = doc.addPage([612, 792]);
    rotated.setRotation(degrees(90));
    rotated.drawText('Sideways', { x: 100, y: 200, size: 20, font: await doc.embedFont(StandardFonts.Helvetica) });
    return {
      bytes: await doc.save(),
      widthOf: async (d: (typeof drawn)[number], s: string) => {
        const fontDoc = await PDFDocument.create();
        return (await fontDoc.embedFont(d.font)).widthOfTextAtSize(s, d.size);
      },
    };
  }

  it('returns every word within a point or two of where it was drawn, without OCR', async () => {
    const { bytes, widthOf } = await textPdf();
    const { engine, calls } = fakeEngine();
    const started = performance.now();
    const pages = await extractOcrPages(bytes, { ocr: engine });
    console.info(`text layer: ${pages.length} pages in ${(performance.now() - started).toFixed(0)} ms`);
    expect(calls).toHaveLength(0);
    expect(pages).toHaveLength(2);
    expect(() => pages.map((p) => ocrPage.parse(p))).not.toThrow();
    expect(pages[0]).toMatchObject({ documentPage: 1, width: 612, height: 792 });

    for (const d of drawn) {
      const words = d.text.split(' ');
      for (let i = 0; i < words.length; i++) {
        const b = box(findWord(pages[0]!, words[i]!));
        const before = words.slice(0, i).join(' ') + (i ? ' ' : '');
        const x0 = d.x + (await widthOf(d, before));
        const x1 = x0 + (await widthOf(d, words[i]!));
        expect(Math.abs(b.x0 - x0), `${words[i]} left`).toBeLessThan(1.5);
        expect(Math.abs(b.x1 - x1), `${words[i]} right`).toBeLessThan(1.5);
        // The box runs from the ascent above the baseline to the descent below it.
        expect(b.y1 - d.top, `${words[i]} bottom`).toBeGreaterThan(0);
        expect(b.y1 - d.top, `${words[i]} bottom`).toBeLessThan(0.3 * d.size);
        expect(d.top - b.y0, `${words[i]} top`).toBeGreaterThan(0.65 * d.size);
        expect(d.top - b.y0, `${words[i]} top`).toBeLessThan(1.05 * d.size);
      }
    }
  });

  it('applies the page rotation: a 90° page is landscape and its text runs downwards', async () => {
    const { bytes } = await textPdf();
    const [, page] = await extractOcrPages(bytes, { ocr: fakeEngine().engine });
    expect(page).toMatchObject({ documentPage: 2, width: 792, height: 612 });
    // Turned a quarter clockwise, user-space (x, y) shows at (y, x): the baseline at y = 200 is x = 200.
    const b = box(findWord(page!, 'Sideways'));
    expect(b.x0).toBeGreaterThan(200 - 0.3 * 20);
    expect(b.x1).toBeLessThan(200 + 20);
    expect(Math.abs(b.y0 - 100)).toBeLessThan(1.5);
    expect(b.y1 - b.y0).toBeGreaterThan(70);
  });

  it('reads page text in lines, top to bottom and left to right', async () => {
    const { bytes } = await textPdf();
    const [page] = await extractOcrPages(bytes, { ocr: fakeEngine().engine });
    expect(pageText(page!)).toBe('INVOICE\nInvoice Number INV-1001\nTotal Illicit WWW $1,234.50');
  });
});

describe('pages without a text layer', () => {
  it('sends only those pages to OCR and converts its pixel boxes to page units', async () => {
    const doc = await PDFDocument.create();
    doc.addPage([612, 792]).drawText('Typed page', { x: 72, y: 700, size: 12, font: await doc.embedFont('Helvetica') });
    const canvas = createCanvas(300, 200);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, 300, 200);
    ctx.fillStyle = '#000';
    ctx.fillRect(20, 20, 100, 10);
    const image = await doc.embedPng(await canvas.encode('png'));
    doc.addPage([612, 792]).drawImage(image, { x: 0, y: 392, width: 612, height: 400 });

    const { engine, calls } = fakeEngine([
      { text: 'Scanned', box: { x0: 200, y0: 100, x1: 300, y1: 120 }, confidence: 90 },
    ]);
    const progress: [number, number][] = [];
    const pages = await extractOcrPages(await doc.save(), {
      ocr: engine,
      renderScale: 2,
      onProgress: (p, n) => progress.push([p, n]),
    });
    expect(calls).toEqual([{ dpi: 144, bytes: expect.any(Number) }]);
    expect(pages[0]!.ocrJson.map((w) => w.Text)).toEqual(['Typed', 'page']);
    expect(pages[1]!.ocrJson).toEqual([
      {
        Text: 'Scanned',
        Coordinates: [
          { X: 100, Y: 50 },
          { X: 150, Y: 50 },
          { X: 150, Y: 60 },
          { X: 100, Y: 60 },
        ],
      },
    ]);
    expect(progress.map(([p]) => p)).toEqual([1, 2]);
  });
});

describe('scanned sample invoice (real tesseract)', () => {
  const engine = createTesseractEngine();
  afterAll(() => engine.close());

  it('reads the words of a rendered invoice back, with boxes where the text was', { timeout: 120_000 }, async () => {
    const demo = buildDemoDocuments(new Date('2026-11-05T12:00:00Z')).find((d) => d.ref === 'inv-draft')!;
    const original = await demo.renderPdf();
    const [typed] = await extractOcrPages(original, { ocr: fakeEngine().engine });

    // A "scan": the page rendered at 144 dpi, as a PNG, alone in a new PDF.
    const png = await renderPdfPagePng(original, 1, 2);
    const scan = await imageToPdf(png, 'image/png');
    const started = performance.now();
    const [page] = await extractOcrPages(scan, { ocr: engine });
    const ms = performance.now() - started;
    console.info(`OCR of one page (incl. worker start): ${ms.toFixed(0)} ms, ${page!.ocrJson.length} words`);

    // 1224 × 1584 px at 72 dpi is larger than Letter, so the image page is fitted to Letter.
    expect(page).toMatchObject({ width: 612, height: 792 });
    for (const text of ['INVOICE', 'PBOS-24817', '11/04/2026', '$3,380.10']) {
      const ocr = box(findWord(page!, text));
      const truth = box(findWord(typed!, text));
      // Ink boxes are tighter than font boxes; a few points either way is the same word.
      for (const k of ['x0', 'x1', 'y0', 'y1'] as const)
        expect(Math.abs(ocr[k] - truth[k]), `${text} ${k}`).toBeLessThan(6);
    }

    const values = autoExtract({ fields: arInvoiceTemplate.metadataDefinitions, values: {}, pages: [page!] });
    const byKey = Object.fromEntries(values.map((v) => [v.key, v.value]));
    expect(byKey).toMatchObject({
      invoiceNumber: demo.metadata.invoiceNumber,
      invoiceDate: demo.metadata.invoiceDate,
      invoiceTotal: demo.metadata.invoiceTotal,
    });
  });
});

describe('tesseract engine lifecycle', () => {
  it('starts no worker until a page needs one, and refuses work once closed', async () => {
    const engine = createTesseractEngine();
    const started = performance.now();
    await engine.close();
    expect(performance.now() - started).toBeLessThan(100);
    await expect(engine.recognize(Buffer.alloc(0), 72)).rejects.toThrow(/closed/);
  });
});

describe('imageToPdf', () => {
  /** A PNG with a pHYs chunk saying `dpi`. */
  async function pngAt(width: number, height: number, dpi: number) {
    const canvas = createCanvas(width, height);
    const png = Buffer.from(await canvas.encode('png'));
    const data = Buffer.alloc(9);
    data.writeUInt32BE(Math.round(dpi / 0.0254), 0);
    data.writeUInt32BE(Math.round(dpi / 0.0254), 4);
    data[8] = 1;
    const type = Buffer.from('pHYs');
    const chunk = Buffer.alloc(21);
    chunk.writeUInt32BE(9, 0);
    type.copy(chunk, 4);
    data.copy(chunk, 8);
    chunk.writeUInt32BE(crc32(Buffer.concat([type, data])), 17);
    // After the signature (8) and IHDR (25).
    return Buffer.concat([png.subarray(0, 33), chunk, png.subarray(33)]);
  }

  /** A white JPEG, black in its stored top-left corner, with an EXIF segment holding only the orientation. */
  async function jpegWithOrientation(width: number, height: number, orientation: number) {
    const canvas = createCanvas(width, height);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, width, height);
    ctx.fillStyle = '#000';
    ctx.fillRect(0, 0, 100, 100);
    const jpeg = Buffer.from(await canvas.encode('jpeg'));
    const tiff = Buffer.from([
      0x4d,
      0x4d,
      0,
      42,
      0,
      0,
      0,
      8,
      0,
      1,
      0x01,
      0x12,
      0,
      3,
      0,
      0,
      0,
      1,
      0,
      orientation,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
    ]);
    const body = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
    const header = Buffer.from([0xff, 0xe1, 0, 0]);
    header.writeUInt16BE(body.length + 2, 2);
    return Buffer.concat([jpeg.subarray(0, 2), header, body, jpeg.subarray(2)]);
  }

  const sizeOf = async (pdf: Uint8Array) => (await PDFDocument.load(pdf)).getPage(0).getSize();

  it('sizes the page from the scan resolution', async () => {
    const size = await sizeOf(await imageToPdf(await pngAt(850, 1100, 100), 'image/png'));
    expect(size.width).toBeCloseTo(612, 0);
    expect(size.height).toBeCloseTo(792, 0);
    const small = await sizeOf(await imageToPdf(await pngAt(300, 150, 72), 'image/png'));
    expect(small).toEqual({ width: 300, height: 150 });
  });

  it('fits a huge image into a Letter page in its own orientation', async () => {
    const size = await sizeOf(await imageToPdf(await pngAt(1600, 1200, 72), 'image/png'));
    expect(size.width).toBeCloseTo(792, 3);
    expect(size.height).toBeCloseTo(594, 3);
  });

  it('turns a phone photo upright from its EXIF orientation', async () => {
    const upright = await sizeOf(await imageToPdf(await jpegWithOrientation(400, 300, 1), 'image/jpeg'));
    const turned = await sizeOf(await imageToPdf(await jpegWithOrientation(400, 300, 6), 'image/jpeg'));
    expect(upright).toEqual({ width: 400, height: 300 });
    expect(turned).toEqual({ width: 300, height: 400 });
  });

  it.each([
    [6, 'top-right'],
    [8, 'bottom-left'],
    [3, 'bottom-right'],
  ])('draws orientation %i with the stored top-left corner at the %s', async (orientation, corner) => {
    const pdf = await imageToPdf(await jpegWithOrientation(400, 300, orientation), 'image/jpeg');
    const img = await loadImage(await renderPdfPagePng(pdf, 1, 1));
    const ctx = createCanvas(img.width, img.height).getContext('2d');
    ctx.drawImage(img, 0, 0);
    const dark = (x: number, y: number) => ctx.getImageData(x, y, 1, 1).data[0]! < 128;
    const [w, h] = [img.width - 20, img.height - 20];
    const corners = {
      'top-left': dark(20, 20),
      'top-right': dark(w, 20),
      'bottom-left': dark(20, h),
      'bottom-right': dark(w, h),
    };
    expect(
      Object.entries(corners)
        .filter(([, d]) => d)
        .map(([c]) => c),
    ).toEqual([corner]);
  });

  it('refuses other types', async () => {
    await expect(imageToPdf(new Uint8Array([1, 2, 3]), 'image/gif')).rejects.toThrow(/Unsupported image type/);
  });
});
