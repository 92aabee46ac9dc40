import type { FastifyInstance } from 'fastify';
import type { AppContext, SearchMatches, SearchPageHighlights, TypeFields } from '../../app-context.js';
import type { Config } from '../../config.js';
import type { DatabaseHandle } from '../../db/client.js';
import { AnnouncedCache } from '../../lib/announced-cache.js';
import type { BlobStore } from '../../lib/blob-store.js';
import { configuredBlobStore } from '../../lib/configured-blob-store.js';
import type { JobRunner } from '../../jobs/runner.js';
import { loadSigningKeys } from '../../lib/keys.js';
import type { Metrics } from '../../lib/metrics.js';
import { createMailer, type Mailer } from '../../lib/mailer.js';
import { ExternalIssuer } from '../../lib/oidc-issuer.js';
import { RateLimiters } from '../../lib/rate-limits.js';
import { loadPdfSeal } from '../../lib/pdf-seal.js';
import { createTesseractEngine, type OcrEngine } from '../../ocr/tesseract-engine.js';
import { createPdfThreads } from '../../ocr/thread/pdf-threads.js';

export interface ContextOptions {
  config: Config;
  database: DatabaseHandle;
  mailer?: Mailer;
  blobs?: BlobStore;
}

/** The OCR engine, each page it reads counted (`docvue_ocr_pages_total`). */
function countingPages(engine: OcrEngine, metrics: Metrics): OcrEngine {
  return {
    close: () => engine.close(),
    async recognize(png, dpi) {
      const words = await engine.recognize(png, dpi);
      metrics.ocrPages.inc();
      return words;
    },
  };
}

/** Until the jobs plugin starts a runner (or in a process that runs none): nothing runs. */
const idleRunner: JobRunner = { kick: () => undefined, idle: async () => undefined, stop: async () => undefined };

/**
 * What the services are given: the database, signing keys, mailer, file store, PDF seal, OCR
 * engine and PDF threads, and the caches the database announces changes of. The OCR engine and
 * PDF threads are closed by the jobs plugin, after the jobs that use them have stopped.
 */
export async function createAppContext(
  app: FastifyInstance,
  opts: ContextOptions,
  metrics: Metrics,
): Promise<AppContext> {
  const { config, database } = opts;
  const keys = await loadSigningKeys(database.db);
  const mailer =
    opts.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      messageIdHost: new URL(config.publicUrl).hostname,
    });
  const blobs = opts.blobs ?? configuredBlobStore(config);
  // A wrong OIDC_ISSUER stops the start here (ConfigError); an unreachable one is tried again in the background.
  const issuer = config.oidc.kind === 'external' ? await ExternalIssuer.start(config.oidc, app.log) : undefined;
  if (issuer) app.addHook('onClose', async () => issuer.stop());
  return {
    config,
    db: database.db,
    database,
    keys,
    mailer,
    blobs,
    jobs: idleRunner,
    seal: await loadPdfSeal({ db: database.db, dataDir: config.dataDir, configured: config.seal }),
    ocr: countingPages(createTesseractEngine(), metrics),
    pdf: createPdfThreads({ memoryMb: config.pdf.workerMemoryMb, pageTimeoutMs: config.pdf.pageTimeoutMs }),
    listIndex: new AnnouncedCache<number | readonly number[]>(),
    typeFields: new AnnouncedCache<TypeFields>(),
    // Up to 1,000 ids each: 2,000 searches are at most 16 MB.
    searchIndex: new AnnouncedCache<SearchMatches | SearchPageHighlights>(2_000),
    dashboardCounts: new AnnouncedCache<object>(),
    issuer,
    rateLimiters: new RateLimiters(database.db),
    draining: { active: false },
  };
}
