import { createRequire } from 'node:module';
import path from 'node:path';
import type { Canvas, SKRSContext2D } from '@napi-rs/canvas';
import { getDocument, type PDFDocumentProxy, type PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

/*
 * pdf.js in Node: the legacy build (the modern one needs browser APIs Node lacks), no eval
 * (CVE-2024-4367), and every resource it might fetch — standard fonts for non-embedded
 * Helvetica & co., CMaps for CJK fonts, wasm image decoders, ICC profiles — read from the
 * installed package, never from the network. pdf.js reads these "URLs" with fs.readFile in
 * Node, so plain directory paths with a trailing slash are what it wants.
 */
const pdfjsRoot = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const dir = (name: string) => path.join(pdfjsRoot, name) + path.sep;

export async function openPdf(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  return getDocument({
    // pdf.js transfers (detaches) the buffer it is given; a copy keeps the caller's bytes usable.
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    standardFontDataUrl: dir('standard_fonts'),
    cMapUrl: dir('cmaps'),
    cMapPacked: true,
    wasmUrl: dir('wasm'),
    iccUrl: dir('iccs'),
    useSystemFonts: false,
    // A scan at 600 dpi is 34 Mpx; a "page" image far beyond that is a decompression bomb.
    maxImageSize: 50_000_000,
    // Only errors: pdf.js warns about every odd font, which would flood the job log.
    verbosity: 0,
  }).promise;
}

/**
 * pdf.js's own canvas factory. pdf.js loads its own copy of @napi-rs/canvas and polyfills
 * Path2D from it; a canvas from another copy rejects those Path2D objects, so the page must
 * be drawn on a canvas pdf.js created. The API types it as `Object`; this is its shape in Node.
 */
interface PdfCanvasFactory {
  create(width: number, height: number): { canvas: Canvas; context: SKRSContext2D };
  destroy(canvasAndContext: { canvas: Canvas | null; context: SKRSContext2D | null }): void;
}

/** The page as a PNG at `scale` pixels per point, on white (scans are read as dark on light). */
export async function renderPagePng(doc: PDFDocumentProxy, page: PDFPageProxy, scale: number): Promise<Buffer> {
  const viewport = page.getViewport({ scale });
  const factory = doc.canvasFactory as PdfCanvasFactory;
  const target = factory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
  try {
    await page.render({
      // The DOM types of the parameters do not describe the Node canvas pdf.js made itself.
      canvas: target.canvas as unknown as HTMLCanvasElement,
      viewport,
      background: 'white',
    }).promise;
    return await target.canvas.encode('png');
  } finally {
    factory.destroy(target);
    page.cleanup();
  }
}

/** Renders page `pageNumber` (1-based) of a PDF to PNG. */
export async function renderPdfPagePng(pdf: Uint8Array, pageNumber: number, scale = 2): Promise<Buffer> {
  const doc = await openPdf(pdf);
  try {
    return await renderPagePng(doc, await doc.getPage(pageNumber), scale);
  } finally {
    await doc.destroy();
  }
}
