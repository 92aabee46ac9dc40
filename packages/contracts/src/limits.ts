/** Limits and constants from the specification (§9 of docs/product/administration.md and docs/product/documents.md). */
export const limits = {
  textMaxLength: 255,
  textAreaMaxLength: 4000,
  documentUploadMaxBytes: 500 * 1024 * 1024,
  legalDocumentMaxBytes: 5 * 1024 * 1024,
  partyImportMaxBytes: 5 * 1024 * 1024,
  fileNameMaxLength: 175,
  userTitleMaxLength: 25,
  notificationsPageSize: 5,
  partyListPageSize: 50,
  documentListPageSizes: [25, 50, 75, 100, 100000] as const,
  searchPageSizes: [25, 50, 75, 100, 500] as const,
  defaultSearchPageSize: 25,
  allRowsPageSize: 100000,
  /** The last page any list may be asked for (page × page size stays far inside SQL's OFFSET). */
  maxPage: 1_000_000,
  orgUnitListPageSize: 10000,
  snackbarMs: 5000,
  logoWidth: 250,
  logoHeight: 50,
  clientExceptionFieldMax: 20000,
  /** A JSON body, whatever the route (Fastify's bodyLimit: apps/server/src/app.ts). */
  jsonBodyMaxBytes: 1024 * 1024,
  /** What an upload's request may carry beside its files: its form fields (20 × 64 KB) and part headers. */
  uploadFormAllowanceBytes: 2 * 1024 * 1024,
} as const;

/**
 * What one PIDX file may hold (docs/limits.md): counted as the file is read, before it is parsed,
 * and refused past the limit with a 400 that names the limit and where it was met. A real invoice
 * of 2,000 lines has about 50,000 elements nested 8 deep.
 */
export const pidxLimits = {
  maxElements: 100_000,
  maxDepth: 32,
  maxLineItems: 5_000,
  /** An element's text, as a document's text field keeps it; a comment becomes the remarks (a text area). */
  maxTextLength: limits.textMaxLength,
  maxCommentLength: limits.textAreaMaxLength,
  /** Digits of a quantity before and after its point. */
  maxQuantityDigits: 12,
  maxQuantityDecimals: 6,
} as const;

export const dateFormats = ['MM/dd/yyyy', 'dd/MM/yyyy', 'yyyy/MM/dd', 'yyyy-MM-dd'] as const;
export type DateFormat = (typeof dateFormats)[number];
