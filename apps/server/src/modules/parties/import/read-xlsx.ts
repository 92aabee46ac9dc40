import { Worker } from 'node:worker_threads';
import type { XlsxReply, XlsxRequest } from './xlsx-thread/protocol.js';

/**
 * Reads an .xlsx in a worker thread of its own, with bounded work: a hostile file (a shared-strings
 * bomb ran 7 s on the server's thread and stalled every company's requests; 600,000 rows took
 * +670 MB) costs at most XLSX_TIME_LIMIT_MS and XLSX_HEAP_MB in one of at most XLSX_THREADS
 * threads, and the server keeps answering meanwhile.
 */

const XLSX_TIME_LIMIT_MS = 20_000;
const XLSX_HEAP_MB = 256;
/** Spreadsheets read at once; more wait their turn (memory stays bounded whatever arrives). */
const XLSX_THREADS = 2;

const bootFile = new URL('./xlsx-thread/boot.mjs', import.meta.url);

export type XlsxOutcome = XlsxReply | { ok: false; reason: 'too slow' };

let running = 0;
const waiting: (() => void)[] = [];

async function turn(): Promise<() => void> {
  if (running >= XLSX_THREADS) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  return () => {
    running--;
    waiting.shift()?.();
  };
}

export async function readXlsxInThread(bytes: Buffer, maxRows: number): Promise<XlsxOutcome> {
  const done = await turn();
  try {
    return await new Promise<XlsxOutcome>((resolve) => {
      const worker = new Worker(bootFile, {
        resourceLimits: { maxOldGenerationSizeMb: XLSX_HEAP_MB, maxYoungGenerationSizeMb: 32 },
        stdout: false,
        stderr: false,
      });
      let settled = false;
      const finish = (outcome: XlsxOutcome) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        void worker.terminate();
        resolve(outcome);
      };
      const timer = setTimeout(() => finish({ ok: false, reason: 'too slow' }), XLSX_TIME_LIMIT_MS);
      worker.on('message', (reply: XlsxReply) => finish(reply));
      // Out of heap (ERR_WORKER_OUT_OF_MEMORY) is a file larger than a party list; anything else unreadable.
      worker.on('error', (err: Error & { code?: string }) =>
        finish({ ok: false, reason: err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'too large' : 'unreadable' }),
      );
      worker.on('exit', () => finish({ ok: false, reason: 'unreadable' }));
      const request: XlsxRequest = { bytes, maxRows };
      worker.postMessage(request);
    });
  } finally {
    done();
  }
}
