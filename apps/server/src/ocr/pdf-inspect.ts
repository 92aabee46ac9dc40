import { createInflate } from 'node:zlib';
import { PDFArray, PDFDocument, PDFName, PDFRawStream, ParseSpeeds } from 'pdf-lib';

/** How much work one PDF may ask for (config: PDF_MAX_PAGES, PDF_MAX_DECOMPRESSED_MB). */
export interface PdfLimits {
  maxPages: number;
  maxObjects: number;
  maxDecompressedBytes: number;
}

/** What the inspection found; the counts stop at the first limit passed. */
export interface PdfFacts {
  pages: number;
  objects: number;
  decompressedBytes: number;
}

/** Why a PDF is refused: `tooLarge` is a 413, `unreadable` a 422. */
export type PdfVerdict =
  { ok: true; facts: PdfFacts } | { ok: false; reason: 'tooLarge' | 'unreadable'; message: string };

const flate = PDFName.of('FlateDecode');
const flateShort = PDFName.of('Fl');

function isFlate(stream: PDFRawStream): boolean {
  const filter = stream.dict.get(PDFName.of('Filter'));
  if (filter instanceof PDFArray) return filter.asArray().some((f) => f === flate || f === flateShort);
  return filter === flate || filter === flateShort;
}

/**
 * Inflates in 64 KiB steps, counting and dropping the output, and stops as soon as `budget`
 * bytes were produced: a 10 KB stream of a 1 GB run of zeros costs 64 KiB of memory, not 1 GB.
 * A stream that does not inflate (damaged) counts what it gave; pdf.js shows what it can of it.
 */
function inflatedSize(bytes: Uint8Array, budget: number): Promise<number> {
  return new Promise((resolve) => {
    const inflate = createInflate({ chunkSize: 64 * 1024 });
    let size = 0;
    const end = () => resolve(size);
    inflate.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > budget) {
        inflate.removeAllListeners();
        inflate.destroy();
        resolve(size);
      }
    });
    inflate.on('end', end);
    inflate.on('error', end);
    inflate.end(bytes);
  });
}

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

/**
 * Reads a PDF's structure (not its content) and measures it against the limits: pages, objects,
 * and the bytes its compressed streams inflate to. Runs in a PDF worker thread (pdf-thread.ts):
 * parsing an 8.6 MB file of 30,000 pages takes seconds of CPU, which the API thread cannot spare.
 */
export async function inspectPdf(bytes: Uint8Array, limits: PdfLimits): Promise<PdfVerdict> {
  if (bytes.length === 0) return { ok: false, reason: 'unreadable', message: 'The file is empty.' };
  if (!Buffer.from(bytes.subarray(0, 1024)).includes('%PDF-')) {
    return { ok: false, reason: 'unreadable', message: 'The file is not a PDF.' };
  }
  let doc: PDFDocument;
  let pages: number;
  try {
    doc = await PDFDocument.load(bytes, {
      ignoreEncryption: true,
      updateMetadata: false,
      throwOnInvalidObject: false,
      parseSpeed: ParseSpeeds.Fastest,
    });
    pages = doc.getPageCount();
  } catch {
    return { ok: false, reason: 'unreadable', message: 'The PDF is damaged and cannot be read.' };
  }
  if (pages === 0) return { ok: false, reason: 'unreadable', message: 'The PDF has no pages.' };
  if (pages > limits.maxPages) {
    return {
      ok: false,
      reason: 'tooLarge',
      message: `The PDF has ${pages} pages; at most ${limits.maxPages} can be uploaded. Split it into smaller files.`,
    };
  }
  const objects = doc.context.enumerateIndirectObjects();
  if (objects.length > limits.maxObjects) {
    return {
      ok: false,
      reason: 'tooLarge',
      message: `The PDF is too complex (${objects.length} objects; at most ${limits.maxObjects}).`,
    };
  }
  let decompressed = 0;
  for (const [, object] of objects) {
    if (!(object instanceof PDFRawStream)) continue;
    const left = limits.maxDecompressedBytes - decompressed;
    decompressed += isFlate(object) ? await inflatedSize(object.contents, left) : object.contents.length;
    if (decompressed > limits.maxDecompressedBytes) {
      return {
        ok: false,
        reason: 'tooLarge',
        message: `The PDF's content unpacks to more than ${mb(limits.maxDecompressedBytes)} MB; it cannot be processed.`,
      };
    }
  }
  return { ok: true, facts: { pages, objects: objects.length, decompressedBytes: decompressed } };
}
