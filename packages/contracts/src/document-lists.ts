import { z } from 'zod';
import { pageNumber, wholeNumber } from './common.js';
import { limits } from './limits.js';

/**
 * Result sets of the document lists and the search (docs/product/documents.md §2 "Document list", §3
 * "Result set"): the columns to show, one row per document, and the total.
 */

/** One column of a result set: a metadata field of the company's document type, or a fixed column. */
export const resultColumn = z.object({
  key: z.string(),
  name: z.string(),
  metadataType: z.object({ id: z.number().int(), name: z.string() }),
  /** False for columns that hold no metadata of the type (never the case today; kept for the UI). */
  sortable: z.boolean(),
});
export type ResultColumn = z.infer<typeof resultColumn>;

/**
 * One document of a result set: id, route status, the caller's read state, and one value per
 * column key (raw values: ISO dates, plain decimal amounts; null when empty). Never OCR text.
 */
export const resultRow = z
  .object({
    id: z.number().int(),
    routeStatusId: z.number().int().nullable(),
    /** Whether the calling user has opened the document. */
    isRead: z.boolean(),
    /** Which side of the document the caller's company is on. */
    side: z.enum(['sender', 'receiver']),
    documentTypeTemplateId: z.number().int(),
  })
  .catchall(z.string().nullable());
export type ResultRow = z.infer<typeof resultRow>;

/** The fixed columns every list and the search can show, beside the metadata of the type. */
export const FixedColumnKey = {
  documentTypeName: 'documentTypeName',
  documentNumber: 'documentNumber',
  senderCompanyName: 'senderCompanyName',
  receiverName: 'receiverName',
  routeStatusName: 'routeStatusName',
  sentAt: 'sentAt',
  createdAt: 'createdAt',
  fileName: 'fileName',
} as const;
export type FixedColumnKeyValue = (typeof FixedColumnKey)[keyof typeof FixedColumnKey];

const oneOf = (allowed: readonly number[], what: string) =>
  wholeNumber().refine((n) => allowed.includes(n), `${what} must be one of ${allowed.join(', ')}`);

/**
 * Query of `GET /documentroute/`, `/sent`, `/inbox`, `/all/{documentTypeId}`. pageSize 100000
 * means all rows (streamed). `afterId` pages by keyset (rows with a smaller id, newest first)
 * and only goes with the default sort.
 */
export const documentListQuery = z.object({
  page: pageNumber.default(1),
  pageSize: oneOf(limits.documentListPageSizes, 'pageSize').default(25),
  /** A column key, or `id` (default). */
  sortBy: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'sortBy must be a column key')
    .default('id'),
  sortDirection: z
    .enum(['asc', 'desc', 'ASC', 'DESC'])
    .transform((v) => v.toLowerCase() as 'asc' | 'desc')
    .default('desc'),
  /** Only documents in this route status; 0 or absent for all. Only for `/all/{documentTypeId}`. */
  documentRouteStatusId: wholeNumber((n) => n.min(0).max(9)).optional(),
  afterId: wholeNumber((n) => n.positive().max(2_147_483_647)).optional(),
  /**
   * Words the document's number or party names start with (the typeahead's matching); empty
   * for no filter. Trimmed, so the last word is always a prefix.
   */
  query: z.string().trim().max(200, 'query must be at most 200 characters').optional(),
});
export type DocumentListQuery = z.infer<typeof documentListQuery>;

/** `documentTypeId` of `/documentroute/all/{documentTypeId}` is the network template id (93, 87, …). */
export const documentListTemplateParams = z.object({
  documentTypeId: wholeNumber((n) => n.positive().max(2_147_483_647)),
});

export const documentListResponse = z.object({
  columns: z.array(resultColumn),
  rows: z.array(resultRow),
  totalRecords: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type DocumentListResponse = z.infer<typeof documentListResponse>;
