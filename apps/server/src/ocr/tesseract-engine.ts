import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import Tesseract from 'tesseract.js';
import type { Box } from './geometry.js';

/** A word read from an image, its box in image pixels. */
export interface ImageWord {
  text: string;
  box: Box;
  confidence: number;
}

/** Reads words from a page image. Injected so tests can count calls and the job can share one pool. */
export interface OcrEngine {
  recognize(png: Buffer, dpi: number): Promise<ImageWord[]>;
  close(): Promise<void>;
}

/*
 * Language data comes from the installed @tesseract.js-data/eng, never the CDN that
 * tesseract.js falls back to. Its 4.0.0_best_int folder is the LSTM-only model (2.9 MB
 * gzipped), which is also what tesseract.js downloads by default for the LSTM engine.
 * tesseract.js reads a local langPath with fs and gunzips it in memory.
 */
const langPath = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@tesseract.js-data/eng/package.json')),
  '4.0.0_best_int',
);

/** Below this, tesseract's "words" are mostly table rules, stamps and speckle. */
const minConfidence = 30;

export interface TesseractEngineOptions {
  /** Defaults to min(2, cores). */
  workers?: number;
  /**
   * A page taking longer than this ends its worker and fails: a worker thread that died
   * (out of memory) never answers, and the upload job must not wait for it forever.
   */
  pageTimeoutMs?: number;
}

/**
 * A small pool of tesseract.js workers, created on first use and ended by `close()`.
 *
 * Threads: docs/design.md §6 measured native Tesseract 5.7× slower on 2 cores with its default
 * OpenMP threads than with OMP_THREAD_LIMIT=1. tesseract.js runs tesseract.js-core, a
 * WebAssembly build without pthreads (no OpenMP, no SharedArrayBuffer), one per worker
 * thread, so each worker is single-threaded by construction; parallelism comes only from
 * the number of workers, which is why it is capped at the core count.
 *
 * Nothing is written to disk: `cacheMethod: 'none'` stops tesseract.js from caching the
 * unzipped language data in the working directory (it reads it from node_modules instead).
 */
export function createTesseractEngine(options: TesseractEngineOptions = {}): OcrEngine {
  const max = Math.max(1, options.workers ?? Math.min(2, os.availableParallelism()));
  const timeoutMs = options.pageTimeoutMs ?? 120_000;
  const live = new Set<Promise<Tesseract.Worker>>();
  const idle: Tesseract.Worker[] = [];
  const waiting: { resolve(w: Tesseract.Worker): void; reject(e: unknown): void }[] = [];
  let closed = false;

  const spawn = () => {
    const created = Tesseract.createWorker('eng', Tesseract.OEM.LSTM_ONLY, {
      langPath,
      gzip: true,
      cacheMethod: 'none',
    });
    live.add(created);
    return created;
  };

  // Hands idle workers to waiting jobs, starting new workers while under the cap.
  const dispatch = () => {
    while (waiting.length && (idle.length || live.size < max)) {
      const job = waiting.shift()!;
      const free = idle.pop();
      if (free) {
        job.resolve(free);
        continue;
      }
      const created = spawn();
      created.then(job.resolve, (e: unknown) => {
        live.delete(created);
        job.reject(e);
        dispatch();
      });
    }
  };

  const acquire = () =>
    new Promise<Tesseract.Worker>((resolve, reject) => {
      if (closed) return reject(new Error('OCR engine is closed'));
      waiting.push({ resolve, reject });
      dispatch();
    });

  const release = (w: Tesseract.Worker) => {
    if (closed) return;
    idle.push(w);
    dispatch();
  };

  // A worker whose job failed may be in any state: end it and let a fresh one take its place.
  const retire = async (w: Tesseract.Worker) => {
    for (const p of live) if ((await p.catch(() => null)) === w) live.delete(p);
    await w.terminate().catch(() => undefined);
    dispatch();
  };

  return {
    async recognize(png, dpi) {
      const worker = await acquire();
      let data: Tesseract.Page;
      try {
        // The real resolution, instead of tesseract guessing it from the image size.
        await worker.setParameters({ user_defined_dpi: String(Math.round(dpi)) });
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`OCR of a page took over ${timeoutMs} ms`)), timeoutMs);
        });
        try {
          ({ data } = await Promise.race([worker.recognize(png, {}, { text: false, blocks: true }), timeout]));
        } finally {
          clearTimeout(timer);
        }
      } catch (e) {
        await retire(worker);
        throw e;
      }
      release(worker);
      const words: ImageWord[] = [];
      for (const block of data.blocks ?? [])
        for (const para of block.paragraphs)
          for (const line of para.lines)
            for (const w of line.words) {
              const text = w.text.trim();
              if (text && w.confidence >= minConfidence)
                words.push({ text, box: { ...w.bbox }, confidence: w.confidence });
            }
      return words;
    },
    async close() {
      closed = true;
      for (const job of waiting.splice(0)) job.reject(new Error('OCR engine is closed'));
      const started = await Promise.allSettled([...live]);
      live.clear();
      idle.length = 0;
      await Promise.all(
        started.map((r) => (r.status === 'fulfilled' ? r.value.terminate().catch(() => undefined) : undefined)),
      );
    },
  };
}
