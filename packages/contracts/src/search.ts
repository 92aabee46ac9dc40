import { z } from 'zod';
import { wholeNumber } from './common.js';
import { resultColumn, resultRow } from './document-lists.js';
import { limits } from './limits.js';

/**
 * `POST /search`: full text over metadata values, party and company names, file names and the
 * text of the pages of the documents the company may see; ranked, matching words marked.
 */
export const searchLimits = {
  /** The newest matches that are ranked; more than this and the search says so (`totalIsCapped`). */
  maxRankedResults: 1000,
  typeaheadHits: 10,
} as const;

export const searchRequest = z.object({
  querySearchTerm: z.string().trim().min(1, 'Type something to search for').max(200),
  page: wholeNumber((n) => n.min(1).max(10_000)).default(1),
  pageSize: wholeNumber()
    .refine(
      (n) => (limits.searchPageSizes as readonly number[]).includes(n),
      `pageSize must be one of ${limits.searchPageSizes.join(', ')}`,
    )
    .default(limits.defaultSearchPageSize),
});
export type SearchRequest = z.infer<typeof searchRequest>;

/** A piece of a matched text; `match` pieces are the words that matched the search. */
export const highlightSegment = z.object({ text: z.string(), match: z.boolean() });

/** A field of the document that matched, as segments; `ocrText` is a short excerpt of the page text. */
export const searchHighlight = z.object({
  key: z.string(),
  name: z.string(),
  segments: z.array(highlightSegment),
});
export type SearchHighlight = z.infer<typeof searchHighlight>;

export const searchResultRow = resultRow.extend({
  highlights: z.array(searchHighlight),
});
export type SearchResultRow = z.infer<typeof searchResultRow>;

export const searchResponse = z.object({
  columns: z.array(resultColumn),
  rows: z.array(searchResultRow),
  /** Matches found, at most `searchLimits.maxRankedResults`. */
  totalRecords: z.number().int(),
  /** True when there are more matches than were ranked: refine the search to see them. */
  totalIsCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type SearchResponse = z.infer<typeof searchResponse>;

/** `GET /typeahead?query=`: the top bar's suggestions while typing. */
export const typeaheadQuery = z.object({
  /** Not trimmed: a trailing space says the last word is complete. */
  query: z
    .string()
    .max(100)
    .refine((q) => q.trim().length > 0, 'query is required'),
});

/** A document the typeahead found; picking it opens the document. */
export const typeaheadHit = z.object({
  id: z.number().int(),
  /** What to show: the document number and the other party. */
  text: z.string(),
  documentTypeName: z.string(),
  documentTypeTemplateId: z.number().int(),
  routeStatusId: z.number().int().nullable(),
});
export type TypeaheadHit = z.infer<typeof typeaheadHit>;
export const typeaheadResponse = z.array(typeaheadHit);
