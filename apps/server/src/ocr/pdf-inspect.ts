import { openPdf } from './pdfjs.js';
import { openPdfReader, type PdfSource } from './pdf-source.js';
import { scanStructure } from './pdf-structure.js';

/** How much work one PDF may ask for (config: PDF_MAX_PAGES, PDF_MAX_DECOMPRESSED_MB). */
export interface PdfLimits {
  maxPages: number;
  maxObjects: number;
  /** What the page reader unpacks as a whole (content, fonts, object streams); images are not (pdf-structure.ts). */
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

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** The page count pdf.js finds, reading only what opening the file needs; null if it cannot open it. */
async function pageCount(reader: Parameters<typeof openPdf>[0]): Promise<number | null> {
  try {
    const doc = await openPdf(reader);
    try {
      return doc.numPages;
    } finally {
      await doc.destroy();
    }
  } catch {
    return null;
  }
}

/**
 * Measures a PDF against the limits, from the file where it lies (never the whole of it in
 * memory): pdf.js, the reader the viewer and the page reading use, must open it and says how many
 * pages it has; the objects and the bytes unpacked as a whole are counted by scanning its
 * dictionaries (pdf-structure.ts). Runs in a PDF worker thread (pdf-thread.ts).
 */
export async function inspectPdf(source: PdfSource, limits: PdfLimits): Promise<PdfVerdict> {
  const reader = await openPdfReader(source);
  try {
    if (reader.size === 0) return { ok: false, reason: 'unreadable', message: 'The file is empty.' };
    if (!Buffer.from(await reader.read(0, 1024)).includes('%PDF-')) {
      return { ok: false, reason: 'unreadable', message: 'The file is not a PDF.' };
    }
    const pages = await pageCount(reader);
    if (pages === null) return { ok: false, reason: 'unreadable', message: 'The PDF is damaged and cannot be read.' };
    if (pages === 0) return { ok: false, reason: 'unreadable', message: 'The PDF has no pages.' };
    if (pages > limits.maxPages) {
      return {
        ok: false,
        reason: 'tooLarge',
        message: `The PDF has ${pages} pages; at most ${limits.maxPages} can be uploaded. Split it into smaller files.`,
      };
    }
    const found = await scanStructure(reader, {
      maxObjects: limits.maxObjects,
      maxUnpackedBytes: limits.maxDecompressedBytes,
    });
    if (found.objects > limits.maxObjects) {
      return {
        ok: false,
        reason: 'tooLarge',
        message: `The PDF is too complex (${found.objects} objects; at most ${limits.maxObjects}).`,
      };
    }
    if (found.unpackedBytes > limits.maxDecompressedBytes) {
      return {
        ok: false,
        reason: 'tooLarge',
        message: `The PDF's content unpacks to more than ${mb(limits.maxDecompressedBytes)} MB; it cannot be processed.`,
      };
    }
    return { ok: true, facts: { pages, objects: found.objects, decompressedBytes: found.unpackedBytes } };
  } finally {
    await reader.close();
  }
}
