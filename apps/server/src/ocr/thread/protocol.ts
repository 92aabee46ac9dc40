import type { OcrPage } from '@docvue/contracts';
import type { ImageWord } from '../tesseract-engine.js';
import type { PdfLimits, PdfVerdict } from '../pdf-inspect.js';
import type { PdfSource } from '../pdf-source.js';

/** What a PDF worker thread is asked to do, one task at a time. */
export type PdfTask =
  | { task: 'inspect'; source: PdfSource; limits: PdfLimits }
  | { task: 'extract'; source: PdfSource; maxPages?: number; renderScale?: number };

export type PdfTaskResult = { inspect: PdfVerdict; extract: OcrPage[] };

/** Worker → API thread. */
export type FromThread =
  | { type: 'done'; result: PdfVerdict | OcrPage[] }
  | { type: 'failed'; message: string }
  /** A page is done: the per-page clock starts again. */
  | { type: 'progress' }
  /** A rendered page for the shared OCR engine, which lives in the API thread. */
  | { type: 'ocr'; request: number; png: Uint8Array; dpi: number };

/** API thread → worker. */
export type ToThread =
  | PdfTask
  | { type: 'ocrResult'; request: number; words: ImageWord[] }
  | { type: 'ocrFailed'; request: number; message: string };
