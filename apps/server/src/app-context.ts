import type { AnnouncedCache } from './lib/announced-cache.js';
import type { Config } from './config.js';
import type { Database, DatabaseHandle } from './db/client.js';
import type { JobRunner } from './jobs/runner.js';
import type { BlobStore } from './lib/blob-store.js';
import type { OcrEngine } from './ocr/tesseract-engine.js';
import type { PdfThreads } from './ocr/thread/pdf-threads.js';
import type { SigningKeys } from './lib/keys.js';
import type { Mailer } from './lib/mailer.js';
import type { PdfSeal } from './lib/pdf-seal.js';

/** What route modules and services are built from; created once per process. */
export interface AppContext {
  config: Config;
  db: Database;
  database: DatabaseHandle;
  keys: SigningKeys;
  mailer: Mailer;
  blobs: BlobStore;
  jobs: JobRunner;
  /** Seals signed PDFs with the product's certificate. */
  seal: PdfSeal;
  /** Shared tesseract pool; workers start on the first scanned page. */
  ocr: OcrEngine;
  /** Worker threads that parse and read PDFs off the API thread, with their own memory and time limits. */
  pdf: PdfThreads;
  /** The lists' totals and default-sort pages per company, until the database announces a change (list-query.ts). */
  listIndex: AnnouncedCache<number | readonly number[]>;
}
