import { createRequire } from 'node:module';
import path from 'node:path';
import type { Canvas, SKRSContext2D } from '@napi-rs/canvas';
import {
  getDocument,
  PDFDataRangeTransport,
  type PDFDocumentProxy,
  type PDFPageProxy,
} from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PdfReader } from './pdf-source.js';

/*
 * pdf.js in Node: the legacy build (the modern one needs browser APIs Node lacks), no eval
 * (CVE-2024-4367), and every resource it might fetch — standard fonts for non-embedded
 * Helvetica & co., CMaps for CJK fonts, wasm image decoders, ICC profiles — read from the
 * installed package, never from the network. pdf.js reads these "URLs" with fs.readFile in
 * Node, so plain directory paths with a trailing slash are what it wants.
 */
const pdfjsRoot = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const dir = (name: string) => path.join(pdfjsRoot, name) + path.sep;

/**
 * Hands pdf.js the parts of a file it asks for, when it asks: with auto-fetch off it reads the
 * cross-reference table, then what each page it opens needs, never the rest of the file.
 */
class ReaderTransport extends PDFDataRangeTransport {
  constructor(private readonly reader: PdfReader) {
    super(reader.size, new Uint8Array(0));
  }

  override requestDataRange(begin: number, end: number): void {
    // A failed read leaves pdf.js waiting for the range; the thread's page clock ends the task.
    void this.reader.read(begin, end - begin).then((chunk) => this.onDataRange(begin, chunk));
  }
}

/**
 * Opens a PDF in memory, or a file through `reader`. pdf.js keeps every part of a file it has read
 * for as long as the document is open (its buffer is the file's length, touched only where read):
 * a caller that reads many pages of a large file closes it and opens it again (extract.ts).
 */
export async function openPdf(source: Uint8Array | PdfReader): Promise<PDFDocumentProxy> {
  const data =
    source instanceof Uint8Array
      ? // pdf.js transfers (detaches) the buffer it is given; a copy keeps the caller's bytes usable.
        { data: new Uint8Array(source) }
      : { range: new ReaderTransport(source), length: source.size, disableAutoFetch: true, disableStream: true };
  return getDocument({
    ...data,
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
