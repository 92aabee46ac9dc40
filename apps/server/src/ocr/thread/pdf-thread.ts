import { parentPort } from 'node:worker_threads';
import type { ImageWord, OcrEngine } from '../tesseract-engine.js';
import { extractOcrPages } from '../extract.js';
import { inspectPdf } from '../pdf-inspect.js';
import type { FromThread, PdfTask, ToThread } from './protocol.js';

/*
 * A PDF worker thread (see pdf-threads.ts): parses, renders and reads the text of PDFs away from
 * the API thread, with its own heap limit. Scanned pages are sent back for OCR to the API
 * thread's shared tesseract pool (itself worker threads), so there is one OCR pool per process.
 */
const port = parentPort!;
const post = (message: FromThread, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

let nextRequest = 1;
const pending = new Map<number, { resolve(words: ImageWord[]): void; reject(e: Error): void }>();

const ocr: OcrEngine = {
  recognize(png, dpi) {
    const request = nextRequest++;
    const copy = new Uint8Array(png);
    post({ type: 'ocr', request, png: copy, dpi }, [copy.buffer as ArrayBuffer]);
    return new Promise((resolve, reject) => pending.set(request, { resolve, reject }));
  },
  close: async () => undefined,
};

async function run(task: PdfTask) {
  if (task.task === 'inspect') return inspectPdf(task.source, task.limits);
  return extractOcrPages(task.source, {
    ocr,
    maxPages: task.maxPages,
    renderScale: task.renderScale,
    onProgress: () => post({ type: 'progress' }),
  });
}

port.on('message', (message: ToThread) => {
  if ('task' in message) {
    run(message).then(
      (result) => post({ type: 'done', result }),
      (err: unknown) => post({ type: 'failed', message: err instanceof Error ? err.message : String(err) }),
    );
    return;
  }
  const waiting = pending.get(message.request);
  pending.delete(message.request);
  if (message.type === 'ocrResult') waiting?.resolve(message.words);
  else waiting?.reject(new Error(message.message));
});
