import { Worker } from 'node:worker_threads';
import type { OcrPage } from '@docvue/contracts';
import type { PdfLimits, PdfVerdict } from '../pdf-inspect.js';
import type { PdfSource } from '../pdf-source.js';
import type { OcrEngine } from '../tesseract-engine.js';
import type { FromThread, PdfTask, ToThread } from './protocol.js';

/*
 * PDF work off the API thread (docs/history.md §18: one 8.6 MB PDF of 30,000 pages parsed on the API
 * thread kept /api/health silent for minutes and took the process from 0.7 to 1.4 GB). Each
 * task runs in a worker thread with its own heap limit and a time limit per page; a thread that
 * passes either is ended and the task fails with a PdfThreadFailure, while the process and the
 * other companies' requests carry on. Threads are kept a little while for the next task (starting
 * one, with pdf.js and pdf-lib loaded, takes about 0.3 s).
 */

export interface PdfThreadOptions {
  /** Heap of one thread (V8 old generation); native canvas memory is bounded by the render size. */
  memoryMb: number;
  /** No page (or the whole inspection) may take longer; OCR of a scanned page has its own limit. */
  pageTimeoutMs: number;
  /** Threads at once: two cores. */
  threads?: number;
  /** Tasks waiting beyond those; more are refused (the caller answers 503 or retries the job). */
  waiting?: number;
  /** An idle thread is ended after this. */
  idleMs?: number;
}

export type PdfThreadFailureKind = 'memory' | 'time' | 'crashed' | 'failed' | 'busy';

/** A task that did not finish: its thread ran out of memory or time, died, or the task threw. */
export class PdfThreadFailure extends Error {
  constructor(
    readonly kind: PdfThreadFailureKind,
    message: string,
  ) {
    super(message);
    this.name = 'PdfThreadFailure';
  }
}

/**
 * A stored file is named by its path, and the thread reads it from disk in parts (an upload of
 * 500 MB is never in memory whole, in either thread); a small PDF in memory is handed over.
 */
export type PdfInput = { path: string } | Uint8Array;

export interface PdfThreads {
  inspect(pdf: PdfInput, limits: PdfLimits): Promise<PdfVerdict>;
  /** Words of each page; scanned pages go to `ocr` (the process's shared pool). */
  extract(pdf: PdfInput, opts: { ocr: OcrEngine; maxPages?: number }): Promise<OcrPage[]>;
  close(): Promise<void>;
}

const bootFile = new URL('./boot.mjs', import.meta.url);

export function createPdfThreads(options: PdfThreadOptions): PdfThreads {
  const max = options.threads ?? 2;
  const maxWaiting = options.waiting ?? 16;
  const idleMs = options.idleMs ?? 30_000;
  const idle: { worker: Worker; timer: NodeJS.Timeout; drop(): void }[] = [];
  const queue: (() => void)[] = [];
  const busy = new Set<Worker>();
  let closed = false;

  const spawn = () =>
    new Worker(bootFile, {
      resourceLimits: { maxOldGenerationSizeMb: options.memoryMb, maxYoungGenerationSizeMb: 32 },
      stdout: false,
      stderr: false,
    });

  async function acquire(): Promise<Worker> {
    if (closed) throw new PdfThreadFailure('failed', 'The server is shutting down.');
    if (busy.size >= max) {
      if (queue.length >= maxWaiting) throw new PdfThreadFailure('busy', 'The server is reading other files.');
      await new Promise<void>((resolve) => queue.push(resolve));
      if (closed) throw new PdfThreadFailure('failed', 'The server is shutting down.');
    }
    const kept = idle.pop();
    if (kept) {
      clearTimeout(kept.timer);
      kept.worker.off('exit', kept.drop);
    }
    const worker = kept?.worker ?? spawn();
    worker.ref();
    busy.add(worker);
    return worker;
  }

  function release(worker: Worker, healthy: boolean) {
    busy.delete(worker);
    if (healthy && !closed) {
      worker.unref();
      // A thread that ends while idle (ended by the timer, or died) is never handed out again.
      const drop = () => {
        const at = idle.findIndex((i) => i.worker === worker);
        if (at >= 0) clearTimeout(idle.splice(at, 1)[0]!.timer);
      };
      const timer = setTimeout(() => {
        drop();
        void worker.terminate();
      }, idleMs);
      timer.unref();
      worker.once('exit', drop);
      idle.push({ worker, timer, drop });
    } else {
      void worker.terminate();
    }
    queue.shift()?.();
  }

  async function run<R>(task: PdfTask, transfer: ArrayBuffer[], ocr?: OcrEngine): Promise<R> {
    const worker = await acquire();
    return new Promise<R>((resolve, reject) => {
      let timer: NodeJS.Timeout | undefined;
      let ocrInFlight = 0;
      let settled = false;
      const finish = (healthy: boolean, outcome: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        worker.off('message', onMessage).off('error', onError).off('exit', onExit);
        release(worker, healthy);
        outcome();
      };
      const fail = (kind: PdfThreadFailureKind, message: string) =>
        finish(false, () => reject(new PdfThreadFailure(kind, message)));
      // The clock runs while the thread works on a page; it stops while a page is with the OCR pool.
      const startClock = () => {
        clearTimeout(timer);
        if (ocrInFlight > 0) return;
        timer = setTimeout(
          () => fail('time', `Reading one page of the PDF took longer than ${options.pageTimeoutMs / 1000} s.`),
          options.pageTimeoutMs,
        );
      };
      const onMessage = (message: FromThread) => {
        if (message.type === 'done') return finish(true, () => resolve(message.result as R));
        if (message.type === 'failed') return fail('failed', message.message);
        if (message.type === 'progress') return startClock();
        ocrInFlight++;
        clearTimeout(timer);
        const answer = (reply: ToThread) => {
          ocrInFlight--;
          if (settled) return;
          worker.postMessage(reply);
          startClock();
        };
        if (!ocr) return answer({ type: 'ocrFailed', request: message.request, message: 'No OCR engine.' });
        ocr.recognize(Buffer.from(message.png), message.dpi).then(
          (words) => answer({ type: 'ocrResult', request: message.request, words }),
          (err: unknown) =>
            answer({
              type: 'ocrFailed',
              request: message.request,
              message: err instanceof Error ? err.message : String(err),
            }),
        );
      };
      const onError = (err: Error & { code?: string }) => {
        if (err.code === 'ERR_WORKER_OUT_OF_MEMORY') {
          return fail('memory', `Reading the PDF needed more than ${options.memoryMb} MB of memory.`);
        }
        fail('crashed', `Reading the PDF stopped: ${err.message}`);
      };
      const onExit = (code: number) => fail('crashed', `The PDF reader stopped (exit code ${code}).`);
      worker.on('message', onMessage).on('error', onError).on('exit', onExit);
      startClock();
      worker.postMessage(task, transfer);
    });
  }

  /** Bytes in memory go to the thread as a copy it owns (transferred); the caller's are left as they were. */
  const handOver = (pdf: PdfInput): [PdfSource, ArrayBuffer[]] => {
    if (!(pdf instanceof Uint8Array)) return [{ path: pdf.path }, []];
    const copy = new Uint8Array(pdf);
    return [{ bytes: copy }, [copy.buffer as ArrayBuffer]];
  };

  return {
    inspect(pdf, limits) {
      const [source, transfer] = handOver(pdf);
      return run<PdfVerdict>({ task: 'inspect', source, limits }, transfer);
    },
    extract(pdf, opts) {
      const [source, transfer] = handOver(pdf);
      return run<OcrPage[]>({ task: 'extract', source, maxPages: opts.maxPages }, transfer, opts.ocr);
    },
    async close() {
      closed = true;
      queue.splice(0).forEach((wake) => wake());
      const all = [...idle.map((i) => (clearTimeout(i.timer), i.worker)), ...busy];
      idle.length = 0;
      await Promise.all(all.map((w) => w.terminate()));
    },
  };
}
