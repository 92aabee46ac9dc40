import type { OcrPage, OcrWord } from '@docvue/contracts';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { quadOf } from './geometry.js';
import { openPdf, renderPagePng } from './pdfjs.js';
import { openPdfReader, type PdfSource } from './pdf-source.js';
import { createTesseractEngine, type OcrEngine } from './tesseract-engine.js';
import { textLayerWithFonts } from './text-layer.js';
import { judgeTextLayer, mergeOcrWords } from './text-layer-verdict.js';

export interface ExtractOcrOptions {
  /**
   * Reads pages without a text layer. Long-lived callers (the upload job) pass one shared
   * engine; without it a temporary tesseract pool is started when a page needs it and closed
   * before returning.
   */
  ocr?: OcrEngine;
  /** Called after each page with the number of pages done so far. */
  onProgress?(page: number, pages: number): void;
  /** Pixels per point for OCR: 3 is 216 dpi, enough for 8-pt print. */
  renderScale?: number;
  /** Pages read at once; OCR pages are the slow ones, so this follows the pool size. */
  concurrency?: number;
  /** Reads only the first pages (a form whose fields are all on page 1). */
  maxPages?: number;
}

/** A huge page (a drawing, a poster) is rendered smaller rather than exhausting memory. */
const maxRenderPixels = 16_000_000;

/**
 * pdf.js keeps what it has read of a file while the document is open: once the pages read so far
 * took this much of the file, it is closed and opened again for the next pages. A scan's page
 * read by OCR costs its image (5 MB a page in a 497 MB scan of 103 pages), so about a dozen pages
 * are read per opening, and an opening costs 13.6 MB read and 0.12 s for that file; pages with a
 * text layer cost only their content streams, and the file is opened once.
 */
const readBeforeReopening = 64 * 1024 * 1024;

async function ocrWords(doc: PDFDocumentProxy, pageNumber: number, engine: OcrEngine, scale: number) {
  const page = await doc.getPage(pageNumber);
  const base = page.getViewport({ scale: 1 });
  const s = Math.min(scale, Math.sqrt(maxRenderPixels / (base.width * base.height)));
  const png = await renderPagePng(doc, page, s);
  const words = await engine.recognize(png, 72 * s);
  // The render is the viewport at scale s, so page units are pixels divided by s.
  return words.map((w): OcrWord => ({
    Text: w.text,
    Coordinates: quadOf({ x0: w.box.x0 / s, y0: w.box.y0 / s, x1: w.box.x1 / s, y1: w.box.y1 / s }),
  }));
}

/**
 * Words with their boxes, per page, in page units (points, top-left origin). A page's text
 * layer is used when its text can be trusted; pages without one (scans) are rendered and read
 * by OCR (docs/design.md §6: never OCR a page that has a good text layer). A page whose text layer
 * is garbage in some font, or has words with unmapped glyphs, is OCR'd too, and keeps the
 * text layer's good words: OCR fills in only what they lack.
 */
export async function extractOcrPages(pdf: Uint8Array | PdfSource, opts: ExtractOcrOptions = {}): Promise<OcrPage[]> {
  const source = pdf instanceof Uint8Array ? { bytes: pdf } : pdf;
  const reader = await openPdfReader(source);
  // A PDF in memory is given to pdf.js whole (nothing to bound); a file, in the parts it asks for.
  const open = () => openPdf('bytes' in source ? source.bytes : reader);
  let own: OcrEngine | undefined;
  const engine = () => opts.ocr ?? (own ??= createTesseractEngine());
  let doc = await open();
  const count = Math.min(doc.numPages, opts.maxPages ?? doc.numPages);
  const pages: OcrPage[] = new Array<OcrPage>(count);
  let next = 1;
  let done = 0;
  const readPage = async (n: number) => {
    const page = await doc.getPage(n);
    const { width, height } = page.getViewport({ scale: 1 });
    const layer = judgeTextLayer(await textLayerWithFonts(page));
    page.cleanup();
    let words = layer.good;
    if (words.length === 0 || layer.needsOcr) {
      const read = await ocrWords(doc, n, engine(), opts.renderScale ?? 3);
      words = mergeOcrWords(layer.good, read);
    }
    pages[n - 1] = { documentPage: n, width, height, ocrJson: words };
    opts.onProgress?.(++done, count);
  };
  try {
    for (;;) {
      const readAtOpening = reader.bytesRead;
      const worker = async () => {
        while (next <= count && reader.bytesRead - readAtOpening < readBeforeReopening) await readPage(next++);
      };
      await Promise.all(Array.from({ length: Math.max(1, opts.concurrency ?? 2) }, worker));
      if (next > count) return pages;
      await doc.destroy();
      doc = await open();
    }
  } finally {
    await doc.destroy();
    await own?.close();
    await reader.close();
  }
}
