import type { SearchHighlight } from '@docvue/contracts';
import type { AnnouncedCache } from './lib/announced-cache.js';
import type { Config } from './config.js';
import type { Database, DatabaseHandle } from './db/client.js';
import type { JobRunner } from './jobs/runner.js';
import type { BlobStore } from './lib/blob-store.js';
import type { OcrEngine } from './ocr/tesseract-engine.js';
import type { PdfThreads } from './ocr/thread/pdf-threads.js';
import type { SigningKeys } from './lib/keys.js';
import type { Mailer } from './lib/mailer.js';
import type { ExternalIssuer } from './lib/oidc-issuer.js';
import type { PdfSeal } from './lib/pdf-seal.js';
import type { RateLimiters } from './lib/rate-limits.js';
import type { lineItemColumns, metadataDefinitions } from './db/schema/index.js';
import type { Draining } from './lib/draining.js';

/** A document type's field definitions and line-item columns, in their order (frozen when shared). */
export interface TypeFields {
  definitions: (typeof metadataDefinitions.$inferSelect)[];
  columns: (typeof lineItemColumns.$inferSelect)[];
}

/** The fields of each document type by its id, until the database announces a change (migration 0020). */
export type TypeFieldsCache = AnnouncedCache<TypeFields>;

/** The channel on which the database announces a change of a type's fields (migration 0020). */
export const TYPE_FIELDS_CHANNEL = 'docvue_type_fields';

/**
 * A search kept between requests (modules/search/search-index.ts): the words as PostgreSQL read
 * them, the ranked ids (at most searchLimits.maxRankedResults), whether there were more, and
 * whether the term held no searchable word at all.
 */
export interface SearchMatches {
  lexemes: readonly string[];
  ranked: readonly number[];
  capped: boolean;
  empty: boolean;
}

/**
 * The highlights of a search page's documents that come from what their vectors hold (values with
 * the caller's field names, the page text's excerpt), by document id; kept with the search. The
 * names on a row (From, To) and its file name are marked from the row read on each request.
 */
export type SearchPageHighlights = ReadonlyMap<
  number,
  { values: readonly SearchHighlight[]; pageText: SearchHighlight | null }
>;

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
  /** The lists' totals and default-sort pages per company, until the database announces a change (document-lists/list-index.ts). */
  listIndex: AnnouncedCache<number | readonly number[]>;
  /** Searches' ranked matches per company and words, until the database announces a change of the company's vectors. */
  searchIndex: AnnouncedCache<SearchMatches | SearchPageHighlights>;
  /** The dashboard's counts per company, until the database announces a change of its visibility rows (modules/dashboard). */
  dashboardCounts: AnnouncedCache<object>;
  /** Each document type's fields (documents/repository.ts typeFieldsOf). */
  typeFields: TypeFieldsCache;
  /** The company's own identity provider, with OIDC_ISSUER; undefined with the built-in one. */
  issuer: ExternalIssuer | undefined;
  /** The counters of the declared routes' rate limits (shared with the sign-in pages that do what a route does). */
  rateLimiters: RateLimiters;
  /** Set while the process drains before it stops: /api/ready answers 503 (plugins/app/draining.ts). */
  draining: Draining;
}
